import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { StorageSettings } from '../config';
import type { Database } from '../db/client';
import { fileStorageFor } from '../files/provider';
import type { FileStorage } from '../files/storage';
import type { ConnectionLimits } from '../http/connections';
import type { PaymentProvider } from '../payment/provider';
import { seedDemoShop } from '../seed';
import type { SmsProvider } from '../sms/provider';
import { createTestDatabase } from './db';

/**
 * The bank data key of every test app in this process (made here, never a committed key): a second instance
 * on the same database reads what the first sealed.
 */
export const TEST_BANK_KEY = randomBytes(32);

/** The operator token the test app is configured with (the operator API's calls, /api/ops, need it as their bearer token). */
export const OPS_TOKEN = 'test-operator-token-of-at-least-32-characters';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  filesDir: string;
  /** Where the app keeps files: the temporary folder, or the provider `storage` named. */
  storage: FileStorage;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database (seeded with the demo shop unless told otherwise), without a socket. Files
 * go to a temporary folder unless `storage` names other settings (a bucket on a local S3 stub). Given another
 * app's `database`, it is a second instance on that database: it neither seeds it nor closes it.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    demo?: boolean;
    sms?: SmsProvider;
    payment?: PaymentProvider;
    storage?: StorageSettings;
    database?: Database;
    trustProxy?: boolean;
    opsToken?: string;
    connections?: Partial<ConnectionLimits>;
    /** Receives the app's log lines at level info (otherwise the app logs nothing). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const filesDir = mkdtempSync(join(tmpdir(), 'shop-files-'));
  const storageSettings = options.storage ?? { provider: 'local', dir: filesDir };
  const storage = await fileStorageFor(storageSettings);
  if (options.seed !== false && !options.database) await seedDemoShop(database.db, storage);
  const app = await buildApp({
    config: {
      storage: storageSettings,
      webDist: null,
      adminDist: null,
      logLevel: options.logStream ? 'info' : 'silent',
      trustProxy: options.trustProxy ?? false,
      connections: {
        requestTimeoutMs: 30_000,
        idleTimeoutMs: 90_000,
        maxPerAddress: 100,
        ...options.connections,
      },
      env: 'test',
      demo: options.demo ?? true,
      secretKey: 'test-secret-key-of-at-least-32-characters',
      sms: { provider: 'outbox' },
      payment: { provider: 'sandbox' },
      buying: { paymentMinutes: 30, pointsSettleDays: 7 },
      sessions: { idleDays: 30, maxDays: 180 },
      opsToken: options.opsToken ?? OPS_TOKEN,
      bankDataKey: { source: 'setting', key: TEST_BANK_KEY },
      // A key pair made in the temporary folder: browsers can subscribe, and every push goes to the outbox.
      push: {
        web: {
          keys: { source: 'file', path: join(filesDir, 'vapid-keys.json') },
          subject: 'mailto:test@example.com',
        },
        app: null,
      },
    },
    database,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    sms: options.sms,
    payment: options.payment,
    storage,
  });
  await app.ready();
  return {
    app,
    database,
    filesDir,
    storage,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test file's app: made before the file's tests (with createTestApp's options), closed after them. `ops`
 * calls the operator API with the test token, another `token`, or none (null).
 */
export function testAppPerFile(options: Parameters<typeof createTestApp>[0] = {}) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
  });
  afterAll(() => t?.close());
  return {
    get t() {
      return t!;
    },
    db: () => t!.database.db,
    ops: (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = OPS_TOKEN) =>
      t!.app.inject({
        method,
        url: `/api/ops${url}`,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
  };
}

/** Answers' status codes and message keys, counted, for requests sent at once: { '200': 1, '409 x': 19 }. */
export function tally(answers: readonly LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const name = res.statusCode === 200 ? '200' : `${res.statusCode} ${res.json().message_key}`;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}
