// Who writes which table in apps/api/src, for the ownership test (ownership.test.mjs). Node built-ins only.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';

/*
 * A domain owns the tables of db/schema/<domain>.ts (ARCHITECTURE.md, "Domains"); a schema file named after
 * an infrastructure folder (jobs.ts, sms.ts) gives its tables to that folder. A write is an insert, update,
 * delete or merge, in SQL text (sql`...` templates and plain strings) or through Drizzle
 * (`.insert(orders)`, `.update(orders)`, `.delete(orders)` with the schema's export).
 *
 * Read by a small tokenizer rather than a TypeScript parser, so comments never count and a table named in a
 * template's ${...} (`update ${orders} set`) is seen as that table.
 */

const IDENT = '[A-Za-z_$][\\w$]*';
/** A table's name in SQL: bare or quoted, optionally schema-qualified. */
const NAME = '(?:"[^"]+"|[A-Za-z_][\\w$]*)';
const QUALIFIED = `${NAME}(?:\\s*\\.\\s*${NAME})?`;
const SQL_WRITES = [
  new RegExp(`\\binsert\\s+into\\s+(${QUALIFIED})`, 'gi'),
  new RegExp(`\\bdelete\\s+from\\s+(?:only\\s+)?(${QUALIFIED})`, 'gi'),
  new RegExp(`\\bmerge\\s+into\\s+(?:only\\s+)?(${QUALIFIED})`, 'gi'),
  // The set clause is what tells a statement from prose ("could not update the address") and from `for
  // update of o`; an alias may stand between (`update orders o set`, `update only orders as o set`).
  new RegExp(
    `\\bupdate\\s+(?:only\\s+)?(?!set\\b)(${QUALIFIED})\\s*\\*?\\s+(?:(?:as\\s+)?(?!set\\b)${NAME}\\s+)?set\\b`,
    'gi',
  ),
];
const DRIZZLE_WRITE = new RegExp(
  `\\.\\s*(insert|update|delete)\\s*\\(\\s*(${IDENT}(?:\\s*\\.\\s*${IDENT})?)\\s*[,)]`,
  'g',
);

/** Table name → owning folder, and the schema's export name → table name. */
export function tableOwners(srcDir) {
  const owners = new Map();
  const variables = new Map();
  const schemaDir = join(srcDir, 'db', 'schema');
  for (const file of readdirSync(schemaDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const owner = basename(file, '.ts');
    const text = readFileSync(join(schemaDir, file), 'utf8');
    for (const m of text.matchAll(/export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*pgTable\(\s*(['"])(\w+)\2/g)) {
      owners.set(m[3], owner);
      variables.set(m[1], m[3]);
    }
  }
  return { owners, variables };
}

/** The folder a source file belongs to: its first directory under src ('' for the composition root). */
export function ownerOfFile(path) {
  const parts = path.split('/');
  return parts.length > 1 ? parts[0] : '';
}

/** The API source files the rule applies to: not tests, the test kit, the seed or the schema itself. */
export function sourceFiles(srcDir) {
  const files = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(srcDir, path).split(sep).join('/');
      if (entry.isDirectory()) {
        if (rel !== 'test' && rel !== 'seed' && rel !== 'db/schema') visit(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(rel);
    }
  };
  visit(srcDir);
  return files.sort();
}

/**
 * Splits TypeScript source into its code (strings and comments blanked, offsets kept) and its string
 * literals. A literal is { text, at }: `at[i]` is the source offset of text[i]; a template's ${...} is
 * replaced by `substitute(expression)`, and literals nested in it are literals of their own.
 */
export function splitSource(source, substitute = () => ' ? ') {
  const code = source.split('');
  const literals = [];
  const blank = (from, to) => {
    for (let i = from; i < to; i++) if (code[i] !== '\n') code[i] = ' ';
  };
  /** Whether a `/` at i starts a regular expression (after an operator or keyword) rather than dividing. */
  const regexAllowed = (i) => {
    let j = i - 1;
    while (j >= 0 && /\s/.test(source[j])) j--;
    if (j < 0) return true;
    if ('(,=:[!&|?{};+-*%<>~^'.includes(source[j])) return true;
    const word = /[\w$]+$/.exec(source.slice(Math.max(0, j - 10), j + 1));
    return word !== null && ['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'void'].includes(word[0]);
  };

  // Scans code from i until the end (or, inside a template substitution, the `}` closing it); answers the
  // offset after where it stopped.
  const scanCode = (i, inSubstitution) => {
    let depth = 0;
    while (i < source.length) {
      const c = source[i];
      const next = source[i + 1];
      if (c === '/' && next === '/') {
        const end = source.indexOf('\n', i);
        const stop = end === -1 ? source.length : end;
        blank(i, stop);
        i = stop;
      } else if (c === '/' && next === '*') {
        const end = source.indexOf('*/', i + 2);
        const stop = end === -1 ? source.length : end + 2;
        blank(i, stop);
        i = stop;
      } else if (c === "'" || c === '"') {
        i = scanString(i, c);
      } else if (c === '`') {
        i = scanTemplate(i);
      } else if (c === '/' && regexAllowed(i)) {
        let j = i + 1;
        let inClass = false;
        while (j < source.length && source[j] !== '\n') {
          if (source[j] === '\\') j++;
          else if (source[j] === '[') inClass = true;
          else if (source[j] === ']') inClass = false;
          else if (source[j] === '/' && !inClass) break;
          j++;
        }
        blank(i, j + 1);
        i = j + 1;
      } else if (c === '{') {
        depth++;
        i++;
      } else if (c === '}') {
        if (inSubstitution && depth === 0) return i + 1;
        depth--;
        i++;
      } else i++;
    }
    return i;
  };

  const scanString = (start, quote) => {
    let text = '';
    const at = [];
    let i = start + 1;
    while (i < source.length && source[i] !== quote && source[i] !== '\n') {
      if (source[i] === '\\') i++;
      text += source[i] ?? '';
      at.push(i);
      i++;
    }
    literals.push({ text, at });
    blank(start, i + 1);
    return i + 1;
  };

  const scanTemplate = (start) => {
    let text = '';
    const at = [];
    let i = start + 1;
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source[i + 1] ?? '';
        at.push(i);
        i += 2;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        blank(i, i + 2);
        const end = scanCode(i + 2, true);
        const inserted = substitute(source.slice(i + 2, end - 1).trim());
        for (const ch of inserted) {
          text += ch;
          at.push(i);
        }
        blank(end - 1, end);
        i = end;
      } else {
        text += source[i];
        at.push(i);
        blank(i, i + 1);
        i++;
      }
    }
    blank(start, start + 1);
    blank(i, i + 1);
    literals.push({ text, at });
    return i + 1;
  };

  scanCode(0, false);
  return { code: code.join(''), literals };
}

const lineAt = (source, offset) => source.slice(0, offset).split('\n').length;

/** `"public"."Orders"` → public.Orders, `orders` → orders: the name PostgreSQL resolves, without its schema. */
function tableName(written) {
  const parts = written.split('.').map((p) => p.trim());
  const last = parts[parts.length - 1];
  return last.startsWith('"') ? last.slice(1, -1) : last.toLowerCase();
}

/** The schema exports this file imports, by the local name it uses (an alias, or `schema.` of `* as schema`). */
function schemaImports(source, variables) {
  const locals = new Map();
  const namespaces = new Set();
  for (const m of source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]*db\/schema[^'"]*)['"]/g,
  )) {
    for (const spec of m[1].split(',')) {
      const [imported, local] = spec
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (imported && variables.has(imported)) locals.set(local ?? imported, variables.get(imported));
    }
  }
  for (const m of source.matchAll(/import\s+\*\s+as\s+([\w$]+)\s+from\s*['"]([^'"]*db\/schema[^'"]*)['"]/g)) {
    namespaces.add(m[1]);
  }
  const resolve = (expression) => {
    const parts = expression.split('.').map((p) => p.trim());
    if (parts.length === 1) return locals.get(parts[0]) ?? null;
    if (parts.length === 2 && namespaces.has(parts[0])) return variables.get(parts[1]) ?? null;
    return null;
  };
  return resolve;
}

/** Every write in one file: { line, table, how } with how 'sql' or 'drizzle'. */
export function writesIn(source, { owners, variables }) {
  const resolve = schemaImports(source, variables);
  // A table interpolated into SQL (`update ${orders} set`) reads as its name.
  const { code, literals } = splitSource(source, (expression) => ` ${resolve(expression) ?? '?'} `);
  const writes = [];
  for (const { text, at } of literals) {
    for (const pattern of SQL_WRITES) {
      for (const m of text.matchAll(pattern)) {
        const table = tableName(m[1]);
        if (owners.has(table)) writes.push({ line: lineAt(source, at[m.index]), table, how: 'sql' });
      }
    }
  }
  for (const m of code.matchAll(DRIZZLE_WRITE)) {
    const table = resolve(m[2].replace(/\s+/g, ''));
    if (table) writes.push({ line: lineAt(source, m.index), table, how: 'drizzle' });
  }
  return writes.sort((a, b) => a.line - b.line);
}

/**
 * Every write under srcDir by a folder other than the table's owner: { file, line, table, owner }, where file
 * is relative to srcDir.
 */
export function foreignWrites(srcDir) {
  const schema = tableOwners(srcDir);
  const found = [];
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(join(srcDir, file), 'utf8');
    for (const write of writesIn(source, schema)) {
      const owner = schema.owners.get(write.table);
      if (owner !== ownerOfFile(file)) found.push({ file, line: write.line, table: write.table, owner });
    }
  }
  return found;
}

export const describeWrite = (w) => `${w.file}:${w.line} writes ${w.table} owned by ${w.owner}`;

/**
 * What an index.ts re-exports from a queries file (`./queries`, `./*-queries`) that is neither a type nor an
 * SQL fragment (a name ending in Sql): query functions, which other domains should reach through a service.
 */
export function queryExports(source) {
  const found = [];
  for (const m of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]\.\/([\w-]*queries)['"]/g)) {
    if (m[1]) continue;
    for (const spec of m[2].split(',')) {
      const name =
        spec
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? '';
      if (name && !name.startsWith('type ') && !name.endsWith('Sql')) found.push(`${name} from ./${m[3]}`);
    }
  }
  return found;
}

/** An update's set clause: from `set` to where the statement goes on (where, from, returning) or ends. */
const SET_CLAUSE = /\bupdate\b[\s\S]*?\bset\b([\s\S]*?)(?=\bwhere\b|\bfrom\b|\breturning\b|$)/gi;

/**
 * The lines of one file that set a `status` column, in SQL (an update's set clause, or an upsert's `do update
 * set`) or through Drizzle (`.set({ status: ... })`). Every lifecycle's status is moved by db/lifecycle.ts
 * alone (ARCHITECTURE.md), so outside it this must find nothing.
 */
export function statusWrites(source) {
  const { code, literals } = splitSource(source);
  const lines = [];
  for (const { text, at } of literals) {
    for (const m of text.matchAll(SET_CLAUSE)) {
      if (/(?:^|[\s,(])status\s*=/i.test(m[1])) lines.push(lineAt(source, at[m.index]));
    }
  }
  for (const m of code.matchAll(/\.\s*set\s*\(\s*\{[^}]*\bstatus\s*:/g)) lines.push(lineAt(source, m.index));
  return lines.sort((a, b) => a - b);
}
