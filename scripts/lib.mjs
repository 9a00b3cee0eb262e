// Helpers for the root scripts. Node built-ins only: these run before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** Newest modification time of any file below the given paths (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(resolve(ROOT, p));
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = resolve(ROOT, 'node_modules/.package-lock.json');
  const lock = resolve(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

/** The Node major the project runs on (package.json `engines`, `.nvmrc`). */
export const NODE_MAJOR = 24;

/**
 * Runs this script again on the project's own Node when the machine's is older: the npm registry carries the
 * runtime as the `node` package (a devDependency), so `npm ci` brings `node_modules/.bin/node`. Call it after
 * `ensureInstalled()`; on the right Node it returns at once. Every child process finds the same Node first on
 * the PATH, so `npx vitest`, `npm run build` and the server all run on it.
 */
export function ensureProjectNode() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return;
  const bin = resolve(ROOT, 'node_modules/.bin');
  const node = join(bin, 'node');
  if (!existsSync(node)) {
    console.error(
      `\n✗ Node ${NODE_MAJOR} is missing from node_modules (run npm ci), and this is Node ${process.version}`,
    );
    process.exit(1);
  }
  console.log(
    `Node ${process.version} is older than ${NODE_MAJOR}: going on with the project's Node (${node})…`,
  );
  const result = spawnSync(node, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
  });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}

const BUILD_INPUTS = [
  'packages/shared/src',
  'packages/ui/src',
  'packages/ui/build',
  'apps/web',
  'apps/admin',
  'apps/api/src',
  'apps/api/build.mjs',
  'package-lock.json',
];
const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/admin/dist/index.html', 'apps/api/dist/server.js'];

/**
 * Builds the web app, the back office and the API bundle unless all are newer than every source file; `env`
 * adds to the build's environment.
 */
export function ensureBuilt({ force = false, env = {} } = {}) {
  const outputs = BUILD_OUTPUTS.map((p) => resolve(ROOT, p));
  const built = outputs.every((p) => existsSync(p));
  const oldestOutput = built ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
  if (!force && built && oldestOutput >= newestMtime(BUILD_INPUTS)) return;
  console.log('Building the web app, the back office and the API…');
  mustRun('npm', ['run', 'build'], { env: { ...process.env, ...env } });
}

/** Starts a command in its own process group so that it and all its children can be stopped together. */
export function startGroup(command, args, options = {}) {
  return spawn(command, args, { cwd: ROOT, detached: true, stdio: 'inherit', ...options });
}

export function stopGroup(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
