import { loadConfig } from './app-config';

describe('loadConfig', () => {
  it('uses the documented defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './.data',
      databaseUrl: undefined,
      production: false,
      seedDemoData: true,
      admin: null,
    });
  });

  it('refuses to start in production without SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET must be set when NODE_ENV=production');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's3cret' }).sessionSecret).toBe('s3cret');
  });

  it('treats blank values as unset and never seeds demo data in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x',
      DATABASE_URL: '  ',
      EVENTSTORE_CONNECTION_STRING: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.eventStoreConnectionString).toBeUndefined();
    expect(config.seedDemoData).toBe(false);
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.test' })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together.',
    );
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.test', ADMIN_PASSWORD: 'pw' }).admin).toEqual({
      email: 'a@b.test',
      password: 'pw',
    });
  });

  it('keeps the embedded PostgreSQL durable unless a test asks otherwise', () => {
    expect(loadConfig({}).embeddedPgDurable).toBe(true);
    expect(loadConfig({ EMBEDDED_PG_FSYNC: '' }).embeddedPgDurable).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', EMBEDDED_PG_FSYNC: 'off' }).embeddedPgDurable).toBe(false);
    expect(() => loadConfig({ EMBEDDED_PG_FSYNC: 'off' })).toThrow(/only allowed with NODE_ENV=test/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), EMBEDDED_PG_FSYNC: 'off' }),
    ).toThrow(/only allowed with NODE_ENV=test/);
  });

  it('explains a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
  });
});
