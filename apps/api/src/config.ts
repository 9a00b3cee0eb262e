import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ConnectionLimits } from './http/connections';

/** The repository root: src/ and dist/ both sit two levels below apps/api. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce
  .number({ error: 'must be a port number from 0 to 65535' })
  .int('must be a port number from 0 to 65535')
  .min(0, 'must be a port number from 0 to 65535')
  .max(65535, 'must be a port number from 0 to 65535');

const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .default('false')
  .transform((v) => v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  /** Unset: every interface in production, this machine only elsewhere (a demo is not meant to be reached). */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('data'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  ADMIN_DIST: z.string().min(1).default('apps/admin/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Keys the hashes of one-time codes; required in production, a fixed demo key otherwise. */
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).optional(),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).default('Rosette'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
    .optional(),
  /** Another Stripe API address (tests point it at a local stub); the SDK's default otherwise. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Minutes an order may stay unpaid before the expiry job cancels it and gives stock and points back. */
  ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** Days after delivery before the points an order earned become available. */
  POINTS_SETTLE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Days a session may go unused before it ends. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Days after login a session ends however much it is used. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /**
   * The key partners' bank account and ID numbers, and staff's TOTP secrets, are encrypted with (AES-256-GCM,
   * db/sealed.ts): 32 bytes, base64 or hex.
   * Required in production; elsewhere a key generated once under DATA_DIR.
   */
  BANK_DATA_KEY: z
    .string()
    .refine((v) => bankKeyFrom(v) !== null, 'must be 32 bytes in base64 or hex (openssl rand -base64 32)')
    .optional(),
  /** Bearer token of the operator API (ship, deliver, refund); required in production. */
  OPS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Answers behind a proxy trust its X-Forwarded-* headers only when this is set. */
  TRUST_PROXY: flag,
  /** Seconds a request's headers and body have to arrive in. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds a connection may stay silent (above Fastify's 72 s keep-alive, which load balancers expect). */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(90),
  /** Open connections per remote address; 0 for none. Unset: 100, or none behind a trusted proxy. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100000).optional(),
  /** Where uploaded and generated files live: this machine's disk, or an S3-compatible object store. */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1')
    .optional(),
  /** Another S3-compatible service (MinIO, R2, a local stub); AWS's own address for the region otherwise. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (endpoint/bucket/key) rather than in the host name, as most S3-compatible services want. */
  S3_FORCE_PATH_STYLE: flag,
  /** Web Push to members' browsers; off, the storefront offers no subscription. */
  WEB_PUSH: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** The VAPID key pair Web Push signs with (npx web-push generate-vapid-keys): both or neither. */
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((v) => base64urlBytes(v)?.length === 65, 'must be a P-256 public key, 65 bytes in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((v) => base64urlBytes(v)?.length === 32, 'must be a P-256 private key, 32 bytes in base64url')
    .optional(),
  /** Who the push services may contact about this sender. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  /** The apps' push service (android, ios, huawei tokens); without it app pushes go to the outbox. */
  PUSH_APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  PUSH_APP_TOKEN: z.string().min(1).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Demo-only endpoints (SMS outbox, sandbox helpers) exist only when this is true. */
  demo: boolean;
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  storage: StorageSettings;
  webDist: string | null;
  /** The back office's build, served under /admin; null when it is not built. */
  adminDist: string | null;
  logLevel: string;
  trustProxy: boolean;
  connections: ConnectionLimits;
  secretKey: string;
  sms: { provider: 'outbox' } | { provider: 'http'; url: string; token: string | null; sender: string };
  payment:
    | { provider: 'sandbox' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        apiUrl: string | null;
      };
  buying: { paymentMinutes: number; pointsSettleDays: number };
  /** How long a session lasts: unused (idle), and at most after its login (max). */
  sessions: SessionLimits;
  /**
   * Where the key of the bank details' encryption comes from: the setting, or (outside production) a file
   * under the data directory, made on first use (bankDataKeyOf reads it).
   */
  bankDataKey: BankDataKeySetting;
  /** Null when the operator API is off (production without OPS_TOKEN never happens: it is required). */
  opsToken: string | null;
  push: PushSettings;
};

/**
 * Where pushes go. `web` is null when WEB_PUSH is off. Its keys come from the settings (then pushes are sent
 * through the browsers' push services) or, outside production, from a pair made once under DATA_DIR (the
 * browser can subscribe, and pushes go to the outbox: a demo has no push service to reach). `app` is the
 * apps' push service; null sends app pushes to the outbox.
 */
export type PushSettings = {
  web: { keys: VapidKeysSetting; subject: string } | null;
  app: { url: string; token: string | null } | null;
};

export type SessionLimits = { idleDays: number; maxDays: number };

export type VapidKeys = { publicKey: string; privateKey: string };
export type VapidKeysSetting = ({ source: 'setting' } & VapidKeys) | { source: 'file'; path: string };

export type BankDataKeySetting = { source: 'setting'; key: Buffer } | { source: 'file'; path: string };

export type StorageSettings =
  | { provider: 'local'; dir: string }
  | {
      provider: 's3';
      bucket: string;
      region: string;
      endpoint: string | null;
      forcePathStyle: boolean;
      /** Null: the SDK's own chain (AWS_* variables, a shared profile, the machine's or container's role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

/** Used only outside production, where codes are readable in the outbox anyway. */
const DEMO_SECRET_KEY = 'demo-only-secret-key-not-for-production-use';

/** The operator API's token outside production, so the demo's `npm run ops` works without setup. */
export const DEMO_OPS_TOKEN = 'demo-only-operator-token-not-for-production';

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
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (e.SESSION_IDLE_DAYS > e.SESSION_MAX_DAYS)
    problems.push('  SESSION_IDLE_DAYS: must not be more than SESSION_MAX_DAYS');
  if (production && !e.SECRET_KEY)
    problems.push('  SECRET_KEY: required in production (32 characters or more)');
  const smsProvider = e.SMS_PROVIDER ?? (production ? undefined : 'outbox');
  if (!smsProvider)
    problems.push(
      '  SMS_PROVIDER: required in production (http, or outbox to keep messages in the database)',
    );
  if (smsProvider === 'http' && !e.SMS_HTTP_URL)
    problems.push('  SMS_HTTP_URL: required when SMS_PROVIDER is http');
  const paymentProvider = e.PAYMENT_PROVIDER ?? (production ? undefined : 'sandbox');
  if (!paymentProvider)
    problems.push('  PAYMENT_PROVIDER: required in production (stripe, or sandbox for test cards only)');
  if (paymentProvider === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) problems.push('  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe');
    if (!e.STRIPE_PUBLISHABLE_KEY)
      problems.push('  STRIPE_PUBLISHABLE_KEY: required when PAYMENT_PROVIDER is stripe');
    if (!e.STRIPE_WEBHOOK_SECRET)
      problems.push('  STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER is stripe');
  }
  if (production && !e.OPS_TOKEN)
    problems.push('  OPS_TOKEN: required in production (32 characters or more), for the operator API');
  if (production && !e.BANK_DATA_KEY)
    problems.push(
      '  BANK_DATA_KEY: required in production (32 bytes, base64 or hex: openssl rand -base64 32), for bank details',
    );
  problems.push(...storageProblems(e), ...pushProblems(e, production));
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = inRepo(e.DATA_DIR);
  const webDist = inRepo(e.WEB_DIST);
  const adminDist = inRepo(e.ADMIN_DIST);
  return {
    env: e.NODE_ENV,
    demo: e.NODE_ENV !== 'production',
    port: e.PORT,
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    dataDir,
    storage:
      e.STORAGE_PROVIDER === 's3'
        ? {
            provider: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            endpoint: e.S3_ENDPOINT ?? null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials: e.S3_ACCESS_KEY_ID
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! }
              : null,
          }
        : { provider: 'local', dir: resolve(dataDir, 'files') },
    webDist: existsSync(resolve(webDist, 'index.html')) ? webDist : null,
    adminDist: existsSync(resolve(adminDist, 'index.html')) ? adminDist : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // Behind a proxy every connection comes from its address, and the proxy is the one to cap clients.
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
      maxPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY ? 0 : 100),
    },
    secretKey: e.SECRET_KEY ?? DEMO_SECRET_KEY,
    payment:
      paymentProvider === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            apiUrl: e.STRIPE_API_URL ?? null,
          }
        : { provider: 'sandbox' },
    buying: { paymentMinutes: e.ORDER_PAYMENT_MINUTES, pointsSettleDays: e.POINTS_SETTLE_DAYS },
    sessions: { idleDays: e.SESSION_IDLE_DAYS, maxDays: e.SESSION_MAX_DAYS },
    opsToken: e.OPS_TOKEN ?? (production ? null : DEMO_OPS_TOKEN),
    bankDataKey: e.BANK_DATA_KEY
      ? { source: 'setting', key: bankKeyFrom(e.BANK_DATA_KEY)! }
      : { source: 'file', path: resolve(dataDir, BANK_KEY_FILE) },
    sms:
      smsProvider === 'http'
        ? { provider: 'http', url: e.SMS_HTTP_URL!, token: e.SMS_HTTP_TOKEN ?? null, sender: e.SMS_SENDER }
        : { provider: 'outbox' },
    push: {
      web:
        e.WEB_PUSH === 'off'
          ? null
          : {
              keys:
                e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
                  ? { source: 'setting', publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
                  : { source: 'file', path: resolve(dataDir, VAPID_KEYS_FILE) },
              subject: e.VAPID_SUBJECT ?? DEMO_VAPID_SUBJECT,
            },
      app: e.PUSH_APP_URL ? { url: e.PUSH_APP_URL, token: e.PUSH_APP_TOKEN ?? null } : null,
    },
  };
}

/** The VAPID key pair file under DATA_DIR outside production: a JSON object, readable by its owner only. */
const VAPID_KEYS_FILE = 'vapid-keys.json';
/** Only outside production, where nothing reaches a real push service. */
const DEMO_VAPID_SUBJECT = 'mailto:push@example.com';

function base64urlBytes(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : null;
}

function pushProblems(e: z.infer<typeof envSchema>, production: boolean): string[] {
  const problems: string[] = [];
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    problems.push('  VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: set both or neither');
  else if (production && e.WEB_PUSH === 'on' && !e.VAPID_PUBLIC_KEY)
    problems.push(
      '  VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: required in production while WEB_PUSH is on (npx web-push generate-vapid-keys), or WEB_PUSH=off',
    );
  if (production && e.WEB_PUSH === 'on' && !e.VAPID_SUBJECT)
    problems.push(
      '  VAPID_SUBJECT: required in production while WEB_PUSH is on (mailto:you@your.shop or https://your.shop)',
    );
  if (e.PUSH_APP_TOKEN && !e.PUSH_APP_URL)
    problems.push('  PUSH_APP_URL: required when PUSH_APP_TOKEN is set');
  return problems;
}

/** The bank data key file under DATA_DIR outside production: one base64 line, readable by its owner only. */
const BANK_KEY_FILE = 'bank-data.key';

/** 32 bytes from base64 (standard or URL-safe) or hex text; null for anything else. */
function bankKeyFrom(text: string): Buffer | null {
  const t = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(t)
    ? Buffer.from(t, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(t)
      ? Buffer.from(t, 'base64')
      : null;
  return bytes?.length === 32 ? bytes : null;
}

/**
 * The key of the bank details' encryption. Outside production without BANK_DATA_KEY, a key is generated
 * the first time and kept in DATA_DIR/bank-data.key, so a restart still reads what was stored (a second
 * instance starting at the same moment reads the key the first wrote). A file that holds no key stops the
 * start: a new key would make every stored number unreadable.
 */
export function bankDataKeyOf(setting: BankDataKeySetting): Buffer {
  if (setting.source === 'setting') return setting.key;
  const key = bankKeyFrom(keptOnce(setting.path, () => `${randomBytes(32).toString('base64')}\n`));
  if (!key)
    throw new ConfigError(
      `Invalid configuration:\n  BANK_DATA_KEY: unset, and ${setting.path} holds no key (32 bytes, base64)`,
    );
  return key;
}

/**
 * The VAPID key pair of Web Push. Outside production without the settings, a pair is made the first time and
 * kept in DATA_DIR/vapid-keys.json, so the browsers' subscriptions (made with the public key) outlive a
 * restart. `generate` is web-push's generateVAPIDKeys (passed in: settings know no push library).
 */
export function vapidKeysOf(setting: VapidKeysSetting, generate: () => VapidKeys): VapidKeys {
  if (setting.source === 'setting') return { publicKey: setting.publicKey, privateKey: setting.privateKey };
  const text = keptOnce(setting.path, () => {
    const { publicKey, privateKey } = generate();
    return `${JSON.stringify({ publicKey, privateKey })}\n`;
  });
  let keys: Partial<VapidKeys> = {};
  try {
    keys = JSON.parse(text) as Partial<VapidKeys>;
  } catch {}
  if (
    base64urlBytes(keys.publicKey ?? '')?.length !== 65 ||
    base64urlBytes(keys.privateKey ?? '')?.length !== 32
  )
    throw new ConfigError(
      `Invalid configuration:\n  VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: unset, and ${setting.path} holds no key pair`,
    );
  return { publicKey: keys.publicKey!, privateKey: keys.privateKey! };
}

/**
 * The text of a file under the data directory, written by `make` the first time. Written whole under another
 * name, then linked into place: another instance sees no file or a whole one, and of two racing, the
 * second's link fails and it reads the first's. A file that holds nothing usable stops the start (the caller
 * checks): a new key would make everything sealed or subscribed with the old one unusable.
 */
function keptOnce(path: string, make: () => string): string {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, make(), { mode: 0o600 });
    try {
      linkSync(draft, path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return readFileSync(path, 'utf8');
}

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

function storageProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.STORAGE_PROVIDER === 'local') {
    // Instances that were meant to share a bucket would each keep their own files without a word.
    const stray = S3_SETTINGS.filter((name) => e[name] !== undefined);
    return stray.length > 0
      ? [`  STORAGE_PROVIDER: must be s3 when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`]
      : [];
  }
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required when STORAGE_PROVIDER is s3');
  if (!e.S3_REGION)
    problems.push(
      '  S3_REGION: required when STORAGE_PROVIDER is s3 (us-east-1 for most S3-compatible services)',
    );
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    problems.push('  S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set');
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID)
    problems.push('  S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set');
  return problems;
}
