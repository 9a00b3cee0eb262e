import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: src/ and dist/ both sit two levels below apps/api. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce
  .number({ error: 'must be a port number from 0 to 65535' })
  .int('must be a port number from 0 to 65535')
  .min(0, 'must be a port number from 0 to 65535')
  .max(65535, 'must be a port number from 0 to 65535');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('data'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Answers behind a proxy trust its X-Forwarded-* headers only when this is set. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Demo-only endpoints (SMS outbox, sandbox helpers) exist only when this is true. */
  demo: boolean;
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  filesDir: string;
  webDist: string | null;
  logLevel: string;
  trustProxy: boolean;
};

const inRepo = (p: string) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p));

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad setting throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = inRepo(e.DATA_DIR);
  const webDist = inRepo(e.WEB_DIST);
  return {
    env: e.NODE_ENV,
    demo: e.NODE_ENV !== 'production',
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    dataDir,
    filesDir: resolve(dataDir, 'files'),
    webDist: existsSync(resolve(webDist, 'index.html')) ? webDist : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
