import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/*
 * The web's build marks apps/web/src/features free of side effects (vite.config.ts), so that what a feature's
 * index re-exports and an importer leaves unused stays out of the importer's chunk (the first view takes the
 * cart's count from the orders index, not the address book's form). That holds while a feature's modules only
 * declare: imports, exports, declarations. A statement that runs on import (a registration, a call) would be
 * dropped from the build wherever its module's exports go unused, so it is reported here.
 */

const FEATURES = join(ROOT, 'apps/web/src/features');
const DECLARATIONS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'FunctionDeclaration',
  'VariableDeclaration',
  'ClassDeclaration',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
]);

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The top-level statements of a module that are not declarations, as "file:line kind". */
function statementsRunOnImport(path, text) {
  const ast = parseAst(text, { lang: path.endsWith('.tsx') ? 'tsx' : 'ts' }, path);
  return ast.body
    .filter(
      (statement) =>
        !DECLARATIONS.has(statement.type) &&
        !(statement.type === 'ExportDefaultDeclaration' && DECLARATIONS.has(statement.declaration.type)),
    )
    .map((statement) => {
      const line = text.slice(0, statement.start).split('\n').length;
      return `${relative(ROOT, path)}:${line} ${statement.type}`;
    });
}

describe("the storefront features' modules", () => {
  it('finds a planted statement that runs on import', () => {
    const planted =
      "import { x } from './x';\n\nregister(x);\nexport const y = 1;\nif (y) x();\nexport default function Page() {}\n";
    expect(statementsRunOnImport(join(FEATURES, 'home/planted.ts'), planted)).toEqual([
      'apps/web/src/features/home/planted.ts:3 ExpressionStatement',
      'apps/web/src/features/home/planted.ts:5 IfStatement',
    ]);
  });

  it('only declare, so the build may drop what an importer leaves unused', () => {
    const files = sources(FEATURES);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => statementsRunOnImport(path, readFileSync(path, 'utf8')))).toEqual([]);
  });
});
