import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { localDiskStorage } from '../files/storage';
import type { PaymentProvider } from '../payment/provider';
import { seedDemoShop } from '../seed';
import type { SmsProvider } from '../sms/provider';
import { createTestDatabase } from './db';

export type TestApp = { app: FastifyInstance; database: Database; filesDir: string; close(): Promise<void> };

/** The real app on a fresh database (seeded with the demo shop unless told otherwise), without a socket. */
export async function createTestApp(
  options: { seed?: boolean; demo?: boolean; sms?: SmsProvider; payment?: PaymentProvider } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'shop-files-'));
  if (options.seed !== false) await seedDemoShop(database.db, localDiskStorage(filesDir));
  const app = await buildApp({
    config: {
      filesDir,
      webDist: null,
      logLevel: 'silent',
      trustProxy: false,
      env: 'test',
      demo: options.demo ?? true,
      secretKey: 'test-secret-key-of-at-least-32-characters',
      sms: { provider: 'outbox' },
      payment: { provider: 'sandbox' },
      buying: { paymentMinutes: 30, pointsSettleDays: 7 },
      opsToken: 'test-operator-token-of-at-least-32-characters',
    },
    database,
    logger: false,
    sms: options.sms,
    payment: options.payment,
  });
  await app.ready();
  return {
    app,
    database,
    filesDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
