import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to embedded PGlite under ./data on port 3000 in demo mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.demo).toBe(true);
    expect(config.database.kind).toBe('pglite');
    expect(config.dataDir.endsWith('/data')).toBe(true);
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
    expect(config.filesDir).toBe('/tmp/x/files');
  });

  it('turns demo mode off in production, where it needs a real secret and an SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/SECRET_KEY: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/SMS_PROVIDER: required in production/);
    const config = loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32), SMS_PROVIDER: 'outbox' });
    expect(config.demo).toBe(false);
    expect(config.secretKey).toBe('k'.repeat(32));
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
});
