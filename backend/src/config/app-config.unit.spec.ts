import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config';
import { SESSION_SECRET_FILE } from './session-secret';

/** 64 characters of base64url, as `openssl rand -base64 48` makes. */
const SECRET_32 = 'mXsIesbRqosEkT639aF5MIadm7vIYTm7CFNRp3KRAerCHg9Hk_JWG4L1Q30k2t8Y';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'courtcash-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('with nothing set is safe: not development, no test tools, no demo data, no simulated payments', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: null,
      port: 3000,
      databaseUrl: undefined,
      production: false,
      testTools: false,
      simulatedPayments: false,
      seedDemoData: false,
      publicOrigin: null,
      admin: null,
    });
  });

  it('generates a missing SESSION_SECRET once, keeps it in DATA_DIR with mode 0600, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const file = join(dataDir, SESSION_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).sessionSecret).toBe(first);
    expect(first).not.toMatch(/development|secret/i);
  });

  it('never writes a secret for specs (NODE_ENV=test) and takes SESSION_SECRET as given', () => {
    const a = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).sessionSecret;
    const b = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).sessionSecret;
    expect(a).not.toBe(b);
    expect(() => statSync(join(dataDir, SESSION_SECRET_FILE))).toThrow();
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'mine' }).sessionSecret).toBe('mine');
  });

  it('refuses a secret file too short to be one, with a sentence', () => {
    writeFileSync(join(dataDir, SESSION_SECRET_FILE), 'short');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/set SESSION_SECRET instead/);
  });

  it('refuses to start in production without SESSION_SECRET or with one shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET must be set when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's3cret' })).toThrow(
      'SESSION_SECRET must be at least 32 characters when NODE_ENV=production (it has 6)',
    );
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET_32 }).sessionSecret).toBe(SECRET_32);
  });

  it('refuses a production SESSION_SECRET under 128 bits of estimated entropy, saying how to make one', () => {
    const production = (secret: string) => () => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret });
    for (const weak of [
      'a'.repeat(40),
      'changeme-changeme-changeme-changeme',
      'a-production-secret-of-32-chars!',
      'abcdefghijklmnopqrstuvwxyz0123456789',
      'correct horse battery staple password',
    ]) {
      expect(production(weak)).toThrow(/too easy to guess.*openssl rand -base64 48/);
    }
    expect(production(randomBytes(48).toString('base64'))).not.toThrow();
    expect(production(randomBytes(32).toString('hex'))).not.toThrow();
    // Outside production a laptop may use anything.
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'a'.repeat(40) })).not.toThrow();
  });

  it('turns the test tools on only explicitly: NODE_ENV=development or test, or ENABLE_TEST_TOOLS=true', () => {
    const tools = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).testTools;
    expect(tools({})).toBe(false);
    expect(tools({ NODE_ENV: 'development' })).toBe(true);
    expect(tools({ NODE_ENV: 'test' })).toBe(true);
    expect(tools({ ENABLE_TEST_TOOLS: 'true' })).toBe(true);
    expect(tools({ NODE_ENV: 'development', ENABLE_TEST_TOOLS: 'false' })).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).simulatedPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET_32 })).toMatchObject({
      testTools: false,
      simulatedPayments: false,
      seedDemoData: false,
    });
  });

  it('refuses test tools or demo accounts in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: SECRET_32 };
    expect(() => loadConfig({ ...production, ENABLE_TEST_TOOLS: 'true' })).toThrow(
      'ENABLE_TEST_TOOLS=true is refused when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow(
      'SEED_DEMO_DATA=true is refused when NODE_ENV=production',
    );
  });

  it('seeds demo accounts by default only with NODE_ENV=development', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(false);
  });

  it('reads PUBLIC_URL as an origin and refuses anything but an http(s) URL', () => {
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://courtcash.example/app/' }).publicOrigin).toBe(
      'https://courtcash.example',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'courtcash.example' })).toThrow(
      /Invalid configuration: PUBLIC_URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'ftp://courtcash.example' })).toThrow(
      /Invalid configuration: PUBLIC_URL/,
    );
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET_32,
      DATABASE_URL: '  ',
      EVENTSTORE_CONNECTION_STRING: '',
      PUBLIC_URL: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.eventStoreConnectionString).toBeUndefined();
    expect(config.publicOrigin).toBeNull();
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'a@b.test' })).toThrow(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together.',
    );
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'a@b.test', ADMIN_PASSWORD: 'pw' }).admin).toEqual({
      email: 'a@b.test',
      password: 'pw',
    });
  });

  it('keeps the embedded PostgreSQL durable unless a test asks otherwise', () => {
    expect(loadConfig({}).embeddedPgDurable).toBe(true);
    expect(loadConfig({ EMBEDDED_PG_FSYNC: '' }).embeddedPgDurable).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', EMBEDDED_PG_FSYNC: 'off' }).embeddedPgDurable).toBe(false);
    expect(() => loadConfig({ EMBEDDED_PG_FSYNC: 'off' })).toThrow(/only allowed with NODE_ENV=test/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET_32, EMBEDDED_PG_FSYNC: 'off' })).toThrow(
      /only allowed with NODE_ENV=test/,
    );
  });

  it('explains a bad value', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
  });
});
