// npm start: install what is missing, build what changed, then serve the shop. The server itself applies
// migrations and, outside production, loads the demo shop into an empty database.

import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, ensureProjectNode, ROOT } from './lib.mjs';

ensureInstalled();
ensureProjectNode();
ensureBuilt();

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
