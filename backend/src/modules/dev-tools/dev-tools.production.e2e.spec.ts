import { startTestApp, TestApp } from '../../../test/test-app';

describe('/api/test/* in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'mXsIesbRqosEkT639aF5MIadm7vIYTm7CFNRp3KRAerCHg9Hk_JWG4L1Q30k2t8Y',
    });
  });
  afterAll(() => t.close());

  it.each([
    ['post', '/api/test/login'],
    ['get', '/api/test/user'],
    ['post', '/api/test/logout'],
    ['post', '/api/test/create-user'],
  ] as const)('%s %s answers 404 { message }', async (method, path) => {
    const res = await t
      .agent()
      [method](path)
      .send({ email: 'root-admin@example.test', password: 'root-admin-password' });
    expect(res.status).toBe(404);
    expect(typeof res.body.message).toBe('string');
  });

  it('tells the browser the truth: no test tools, card payments disabled (not "simulated")', async () => {
    expect((await t.agent().get('/api/config')).body).toEqual({ testTools: false });
    expect((await t.agent().get('/api/payments/config')).body).toMatchObject({
      mode: 'disabled',
      cardPaymentsAvailable: false,
      testMode: false,
    });
  });

  it('still serves the normal sign-in', async () => {
    const res = await t
      .agent()
      .post('/api/auth/login')
      .send({ email: 'root-admin@example.test', password: 'root-admin-password' });
    expect(res.status).toBe(200);
  });
});
