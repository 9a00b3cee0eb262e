import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_MAJOR, ROOT } from './lib.mjs';

const json = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

describe('the project Node', () => {
  it('is declared once: engines, .nvmrc and the node package agree with NODE_MAJOR', () => {
    const pkg = json('package.json');
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${NODE_MAJOR}\\.`));
    expect(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim()).toBe(String(NODE_MAJOR));
    expect(pkg.devDependencies.node.split('.')[0]).toBe(String(NODE_MAJOR));
  });

  it("runs a script again on node_modules' Node when the machine's is older", () => {
    // The machine's own Node (first on the PATH outside node_modules): Node 20 on this project's machines.
    const dirs = (process.env.PATH ?? '').split(':').filter((d) => d && !d.includes('node_modules'));
    const machineNode = dirs.map((d) => join(d, 'node')).find((p) => existsSync(p));
    if (!machineNode) throw new Error('no Node on the PATH outside node_modules');
    const script = `import { ensureProjectNode } from ${JSON.stringify(join(ROOT, 'scripts/lib.mjs'))};
ensureProjectNode();
console.log('ran on ' + process.versions.node);`;
    const file = join(mkdtempSync(join(tmpdir(), 'project-node-')), 'which.mjs');
    writeFileSync(file, script);
    const result = spawnSync(machineNode, [file], {
      encoding: 'utf8',
      env: { ...process.env, PATH: dirs.join(':') },
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`ran on ${NODE_MAJOR}\\.`));
  });
});
