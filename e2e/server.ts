import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? res(address.port) : rej(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

export type ShopServer = { baseUrl: string; stop: () => Promise<void> };

/**
 * Starts the built production server (demo mode, its own empty data folder) in its own process group; `env`
 * adds to or overrides its settings (another payment provider, say). `stop` ends the group and removes the data.
 */
export async function startServer(env: Record<string, string> = {}): Promise<ShopServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The tests' own members sign up from addresses of their own (e2e/api.ts newMember), as customers
      // behind the shop's proxy would: an address may ask for only so many codes an hour.
      TRUST_PROXY: 'true',
      ...env,
    },
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      // The database is closed before its folder goes.
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The browser tests' shared server (the sandbox payment provider). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
