import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { bankDataKeyOf, ConfigError, DEMO_OPS_TOKEN, loadConfig, vapidKeysOf } from './config';

/** Every setting production requires but Web Push's. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SECRET_KEY: 'k'.repeat(32),
  SMS_PROVIDER: 'outbox',
  PAYMENT_PROVIDER: 'sandbox',
  OPS_TOKEN: 'o'.repeat(32),
  BANK_DATA_KEY: 'ab'.repeat(32),
};

describe('loadConfig', () => {
  it('defaults to embedded PGlite under ./data on port 3000 in demo mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.demo).toBe(true);
    expect(config.database.kind).toBe('pglite');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('listens on this machine only outside production, on every interface in production, unless HOST says', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ ...PRODUCTION, WEB_PUSH: 'off' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('times requests out after 30 s and caps connections per address, unless a trusted proxy does', () => {
    expect(loadConfig({}).connections).toEqual({
      requestTimeoutMs: 30_000,
      idleTimeoutMs: 90_000,
      maxPerAddress: 100,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).connections.maxPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '20' }).connections.maxPerAddress,
    ).toBe(20);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrowError(/REQUEST_TIMEOUT_SECONDS/);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and honours PORT and DATA_DIR', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@localhost:5432/shop',
      PORT: '4000',
      DATA_DIR: '/tmp/x',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@localhost:5432/shop',
      poolSize: 10,
    });
    expect(config.port).toBe(4000);
    expect(config.storage).toEqual({ provider: 'local', dir: '/tmp/x/files' });
  });

  it('turns demo mode off in production, where it needs real secrets and chosen providers', () => {
    const bare = () => loadConfig({ NODE_ENV: 'production' });
    expect(bare).toThrowError(/SECRET_KEY: required in production/);
    expect(bare).toThrowError(/SMS_PROVIDER: required in production/);
    expect(bare).toThrowError(/PAYMENT_PROVIDER: required in production/);
    expect(bare).toThrowError(/OPS_TOKEN: required in production/);
    expect(bare).toThrowError(/BANK_DATA_KEY: required in production/);
    expect(bare).toThrowError(/VAPID_PUBLIC_KEY \/ VAPID_PRIVATE_KEY: required in production/);
    expect(bare).toThrowError(/VAPID_SUBJECT: required in production/);
    const config = loadConfig({ ...PRODUCTION, WEB_PUSH: 'off' });
    expect(config.push).toEqual({ web: null, app: null });
    expect(config.bankDataKey).toEqual({ source: 'setting', key: Buffer.alloc(32, 0xab) });
    expect(config.demo).toBe(false);
    expect(config.secretKey).toBe('k'.repeat(32));
    expect(config.opsToken).toBe('o'.repeat(32));
  });

  it('uses the sandbox payments and a demo operator token outside production', () => {
    const config = loadConfig({});
    expect(config.payment).toEqual({ provider: 'sandbox' });
    expect(config.opsToken).toBe(DEMO_OPS_TOKEN);
    expect(config.buying).toEqual({ paymentMinutes: 30, pointsSettleDays: 7 });
  });

  it('needs every Stripe key when Stripe takes the payments', () => {
    const attempt = () => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(attempt).toThrowError(/STRIPE_PUBLISHABLE_KEY: required/);
    expect(attempt).toThrowError(/STRIPE_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'nope' })).toThrowError(
      /STRIPE_SECRET_KEY: must be a Stripe/,
    );
  });

  it('configures the HTTP SMS gateway', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrowError(/SMS_HTTP_URL: required/);
    expect(
      loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms', SMS_HTTP_TOKEN: 't' }).sms,
    ).toEqual({
      provider: 'http',
      url: 'http://127.0.0.1:9/sms',
      token: 't',
      sender: 'Rosette',
    });
  });

  it('refuses bad settings with a message naming each one', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    expect(attempt).toThrowError(ConfigError);
    expect(attempt).toThrowError(/PORT: must be a port number from 0 to 65535/);
    expect(attempt).toThrowError(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(attempt).toThrowError(/NODE_ENV/);
  });

  it('ends sessions after 30 idle days and 180 days at most unless told otherwise, idle never beyond the most', () => {
    expect(loadConfig({}).sessions).toEqual({ idleDays: 30, maxDays: 180 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '30' }).sessions).toEqual({
      idleDays: 7,
      maxDays: 30,
    });
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '60', SESSION_MAX_DAYS: '30' })).toThrowError(
      /SESSION_IDLE_DAYS: must not be more than SESSION_MAX_DAYS/,
    );
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrowError(/SESSION_IDLE_DAYS/);
  });

  it('keeps files on local disk unless told to use an S3-compatible bucket', () => {
    expect(loadConfig({}).storage.provider).toBe('local');
    expect(
      loadConfig({
        STORAGE_PROVIDER: 's3',
        S3_BUCKET: 'shop-files',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      provider: 's3',
      bucket: 'shop-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    // Without keys the SDK finds credentials itself (a role on the machine, AWS_* variables).
    expect(
      loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'shop-files', S3_REGION: 'eu-west-1' }).storage,
    ).toEqual({
      provider: 's3',
      bucket: 'shop-files',
      region: 'eu-west-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('refuses incomplete or bad storage settings, naming each variable', () => {
    const bare = () => loadConfig({ STORAGE_PROVIDER: 's3', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' });
    expect(bare).toThrowError(ConfigError);
    expect(bare).toThrowError(/S3_BUCKET: required when STORAGE_PROVIDER is s3/);
    expect(bare).toThrowError(/S3_REGION: required when STORAGE_PROVIDER is s3/);
    expect(bare).toThrowError(/S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set/);
    const bad = () =>
      loadConfig({
        STORAGE_PROVIDER: 'disk',
        S3_BUCKET: 'Shop_Files',
        S3_ENDPOINT: 'minio:9000',
        S3_FORCE_PATH_STYLE: 'yes',
      });
    expect(bad).toThrowError(/STORAGE_PROVIDER/);
    expect(bad).toThrowError(/S3_BUCKET: must be a bucket name/);
    expect(bad).toThrowError(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(bad).toThrowError(/S3_FORCE_PATH_STYLE: must be true or false/);
    // A bucket named while files stay on local disk would leave each machine with its own files.
    expect(() => loadConfig({ S3_BUCKET: 'shop-files' })).toThrowError(
      /STORAGE_PROVIDER: must be s3 when S3_BUCKET is set/,
    );
  });

  it('takes the bank data key as 32 bytes of base64 or hex, and names a malformed one', () => {
    const base64 = randomBytes(32).toString('base64');
    expect(loadConfig({ BANK_DATA_KEY: base64 }).bankDataKey).toEqual({
      source: 'setting',
      key: Buffer.from(base64, 'base64'),
    });
    for (const bad of ['short', 'ab'.repeat(31), randomBytes(24).toString('base64'), 'x'.repeat(64)])
      expect(() => loadConfig({ BANK_DATA_KEY: bad }), bad).toThrowError(
        /BANK_DATA_KEY: must be 32 bytes in base64 or hex/,
      );
  });

  it('outside production without a key, generates one under DATA_DIR once and reads it on every start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-key-'));
    try {
      const setting = loadConfig({ DATA_DIR: dir }).bankDataKey;
      expect(setting).toEqual({ source: 'file', path: join(dir, 'bank-data.key') });
      const first = bankDataKeyOf(setting);
      expect(first).toHaveLength(32);
      expect(bankDataKeyOf(loadConfig({ DATA_DIR: dir }).bankDataKey)).toEqual(first);
      expect(statSync(join(dir, 'bank-data.key')).mode & 0o077).toBe(0);
      expect(readdirSync(dir)).toEqual(['bank-data.key']);
      writeFileSync(join(dir, 'bank-data.key'), 'not a key\n');
      expect(() => bankDataKeyOf(setting)).toThrowError(/bank-data.key holds no key/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the VAPID keys and subject from the settings, both keys or neither, and production needs them', () => {
    const keys = webpush.generateVAPIDKeys();
    const production = {
      ...PRODUCTION,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@rosette.example',
      PUSH_APP_URL: 'https://push.rosette.example/send',
      PUSH_APP_TOKEN: 'app-token',
    };
    expect(loadConfig(production).push).toEqual({
      web: { keys: { source: 'setting', ...keys }, subject: 'mailto:ops@rosette.example' },
      app: { url: 'https://push.rosette.example/send', token: 'app-token' },
    });
    expect(() => loadConfig({ ...production, VAPID_PRIVATE_KEY: '' })).toThrowError(
      /VAPID_PUBLIC_KEY \/ VAPID_PRIVATE_KEY: set both or neither/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrowError(
      /VAPID_PUBLIC_KEY: must be a P-256 public key/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://shop.example' })).toThrowError(
      /VAPID_SUBJECT: must be a mailto: address or an https: URL/,
    );
    expect(() => loadConfig({ WEB_PUSH: 'yes' })).toThrowError(/WEB_PUSH: must be on or off/);
    expect(() => loadConfig({ PUSH_APP_TOKEN: 'x' })).toThrowError(
      /PUSH_APP_URL: required when PUSH_APP_TOKEN/,
    );
    expect(() => loadConfig({ PUSH_APP_URL: 'ftp://x' })).toThrowError(
      /PUSH_APP_URL: must be an http\(s\) URL/,
    );
  });

  it('outside production without VAPID keys, makes a pair under DATA_DIR once and reads it on every start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    try {
      const setting = loadConfig({ DATA_DIR: dir }).push.web!.keys;
      expect(setting).toEqual({ source: 'file', path: join(dir, 'vapid-keys.json') });
      const first = vapidKeysOf(setting, webpush.generateVAPIDKeys);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(vapidKeysOf(setting, webpush.generateVAPIDKeys)).toEqual(first);
      expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o077).toBe(0);
      writeFileSync(join(dir, 'vapid-keys.json'), '{}\n');
      expect(() => vapidKeysOf(setting, webpush.generateVAPIDKeys)).toThrowError(
        /vapid-keys.json holds no key pair/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
