import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../../../../test/test-app';

/** Issue 9, finding 1: demo accounts are opt-in (NODE_ENV=development) and their passwords are random. */
describe('demo accounts in development', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'courtcash-demo-'));
    t = await startTestApp({ NODE_ENV: 'development', SEED_DEMO_DATA: undefined, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates them with random passwords, printed once, that sign in; the old published ones do not', async () => {
    const demo = t.running.seeded.filter((account) => account.email.endsWith('@demo.courtcash.test'));
    expect(demo).toHaveLength(5);
    const passwords = demo.map((account) => account.password);
    expect(new Set(passwords).size).toBe(5);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const admin = demo.find((account) => account.role === 'admin')!;
    expect(admin).toMatchObject({ email: 'admin@demo.courtcash.test', outcome: 'created' });
    const refused = await t.agent().post('/api/auth/login').send({ email: admin.email, password: 'demo-admin-2026' });
    expect(refused.status).toBe(401);
    const signedIn = await t.agent().post('/api/auth/login').send({ email: admin.email, password: admin.password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.isAdmin).toBe(true);
  });
});
