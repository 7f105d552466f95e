import { startTestApp, TestApp } from '../../../../test/test-app';

/**
 * The sign-in throttle under parallel bursts (limits: 5 per e-mail from one address, 10 per e-mail,
 * 20 per address, the defaults). Every request here comes from 127.0.0.1; with TRUST_PROXY=1
 * X-Forwarded-For stands in for other addresses.
 */
const statuses = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('sign-in throttle', () => {
  describe('with no proxy trusted (TRUST_PROXY=0, the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());
    // Every request here shares 127.0.0.1: each case starts from a quiet address.
    beforeEach(() => t.running.pool.query(`DELETE FROM login_attempts`));

    const login = (email: string, password: string, forwardedFor?: string) => {
      const req = t.agent().post('/api/auth/login');
      return (forwardedFor ? req.set('X-Forwarded-For', forwardedFor) : req).send({ email, password });
    };

    it('lets exactly 5 of 60 parallel wrong passwords reach the check; the rest get 429', async () => {
      const { user } = await t.signUp();
      const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => login(user.email, `wrong-${i}`)));
      expect(statuses(burst)).toEqual({ 401: 5, 429: 55 });
    });

    it('refuses the right password inside a burst once the limit is spent', async () => {
      const { user, password } = await t.signUp();
      const first = await Promise.all(Array.from({ length: 5 }, (_, i) => login(user.email, `guess-${i}`)));
      expect(statuses(first)).toEqual({ 401: 5 });
      const guesses = Array.from({ length: 40 }, (_, i) => (i === 33 ? password : `guess-more-${i}`));
      const burst = await Promise.all(guesses.map((guess) => login(user.email, guess)));
      expect(statuses(burst)).toEqual({ 429: 40 });
    });

    it('does not let a rotating X-Forwarded-For pass as new addresses', async () => {
      const { user, password } = await t.signUp();
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(user.email, `wrong-${i}`, `203.0.113.${i + 1}`)),
      );
      expect(statuses(burst)).toEqual({ 401: 5, 429: 7 });
      expect((await login(user.email, password, '198.51.100.7')).status).toBe(429);
    });

    it('a correct password clears the e-mail’s failures', async () => {
      const { user, password } = await t.signUp();
      for (let i = 0; i < 4; i++) expect((await login(user.email, `typo-${i}`)).status).toBe(401);
      expect((await login(user.email, password)).status).toBe(200);
      const again = await Promise.all(Array.from({ length: 4 }, (_, i) => login(user.email, `typo-again-${i}`)));
      expect(statuses(again)).toEqual({ 401: 4 });
    });
  });

  describe('in production with the port reachable directly (TRUST_PROXY unset)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        NODE_ENV: 'production',
        SESSION_SECRET: 'mXsIesbRqosEkT639aF5MIadm7vIYTm7CFNRp3KRAerCHg9Hk_JWG4L1Q30k2t8Y',
      });
    });
    afterAll(() => t.close());

    it('ignores a forged X-Forwarded-For: rotating it does not pass the limit', async () => {
      const { user } = await t.signUp();
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t
            .agent()
            .post('/api/auth/login')
            .set('X-Forwarded-For', `198.51.100.${i + 1}`)
            .send({ email: user.email, password: `wrong-${i}` }),
        ),
      );
      expect(statuses(burst)).toEqual({ 401: 5, 429: 5 });
    });
  });

  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    const login = (email: string, password: string, forwardedFor: string) =>
      t.agent().post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send({ email, password });

    it('failures spread over many addresses do not lock the owner out of a fresh one', async () => {
      const { user, password } = await t.signUp();
      const spread = await Promise.all(
        Array.from({ length: 15 }, (_, i) => login(user.email, `wrong-${i}`, `203.0.113.${i + 1}`)),
      );
      expect(statuses(spread)).toEqual({ 401: 15 });
      // Each attacking address is now held to its first try; the owner, from elsewhere, is not.
      expect((await login(user.email, 'wrong-again', '203.0.113.1')).status).toBe(429);
      expect((await login(user.email, password, '198.51.100.7')).status).toBe(200);
    });

    it('a noisy address (20+ failures) is held back on what it attacked, not for others behind it', async () => {
      const nat = '100.64.0.1';
      const victims = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
      const spray: number[] = [];
      for (const { user } of victims) {
        for (let i = 0; i < 4; i++) spray.push((await login(user.email, `spray-${i}`, nat)).status);
      }
      // 20 failures, then the address gets only a first try per account: 21 x 401, 3 x 429.
      expect(spray.filter((s) => s === 401).length).toBe(21);
      expect(spray.slice(21)).toEqual([429, 429, 429]);
      expect((await login(victims[0].user.email, victims[0].password, nat)).status).toBe(429);
      // Others behind that address, on accounts it never tried: the admin and a player.
      expect((await login('root-admin@example.test', 'root-admin-password', nat)).status).toBe(200);
      const bystander = await t.signUp();
      expect((await login(bystander.user.email, bystander.password, nat)).status).toBe(200);
    });

    it('counts each forwarded address on its own', async () => {
      const { user } = await t.signUp();
      const first = await Promise.all(Array.from({ length: 7 }, (_, i) => login(user.email, `w-${i}`, '192.0.2.1')));
      expect(statuses(first)).toEqual({ 401: 5, 429: 2 });
      expect((await login(user.email, 'w-other', '192.0.2.2')).status).toBe(401);
    });
  });
});
