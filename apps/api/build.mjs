// Bundles the API into one file for production, and beside it the first owner's command (create-owner.js,
// which `npm run ops -- create-owner` runs). Third-party packages stay in node_modules; the shared workspace
// package is TypeScript source and is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@beauty/'));

await build({
  entryPoints: { server: 'src/server.ts', 'create-owner': 'src/seed/create-owner.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
