import { startTestApp, TestApp } from '../../../test/test-app';

let n = 0;
const email = () => `devtools${++n}-${Date.now()}@example.test`;
const form = (overrides: Record<string, unknown> = {}) => ({
  email: email(),
  firstName: 'Tess',
  lastName: 'Tester',
  password: 'test-password-1',
  ...overrides,
});

describe('/api/test/* (developer test pages, outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates a user whose starting balance is one BalanceAdjusted credit by the system, with the ledger clean', async () => {
    const body = form({
      balance: '125.50',
      padelRating: 80,
      skillLevel: 'advanced',
      yearsPlaying: 6,
      preferredPosition: 'left',
      favoriteGame: 'pickleball',
    });
    const res = await t.agent().post('/api/test/create-user').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: body.email,
      firstName: 'Tess',
      lastName: 'Tester',
      balance: '125.50',
      padelRating: '7.4', // 8.0 has no questionnaire level; the nearest (5) gives 7.4
      skillLevel: 'advanced',
      yearsPlaying: 6,
      preferredPosition: 'left',
      favoriteGame: 'pickleball',
      isAdmin: false,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toHaveProperty('password');

    const events = await t.streamEvents(`wallet-${res.body.id}`);
    expect(events.map((e) => e.type)).toEqual(['WalletOpened', 'BalanceAdjusted']);
    expect(events[1]).toMatchObject({
      data: { amountCents: 12550, reason: 'Developer test user starting balance', adminId: 'system' },
      metadata: { actorUserId: 'system' },
    });
    const user = (await t.streamEvents(`user-${res.body.id}`)).map((e) => e.type);
    expect(user).toEqual(['UserRegistered', 'RatingQuestionnaireCompleted']);

    const verify = await (await t.admin()).get('/api/admin/ledger/verify');
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ ok: true, differences: [] });
  });

  it('uses the seed defaults (balance 50, rating 50, intermediate, 2 years, both, padel)', async () => {
    const res = await t.agent().post('/api/test/create-user').send(form());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      balance: '50.00',
      padelRating: '4.9',
      skillLevel: 'intermediate',
      yearsPlaying: 2,
      preferredPosition: 'both',
      favoriteGame: 'padel',
    });
  });

  it('credits nothing for a zero starting balance', async () => {
    const res = await t
      .agent()
      .post('/api/test/create-user')
      .send(form({ balance: 0 }));
    expect(res.status).toBe(201);
    expect(res.body.balance).toBe('0.00');
    expect((await t.streamEvents(`wallet-${res.body.id}`)).map((e) => e.type)).toEqual(['WalletOpened']);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ firstName: '' }, 'First name is required.'],
    [{ lastName: '  ' }, 'Last name is required.'],
    [{ password: 'short' }, 'Password must be at least 8 characters.'],
    [{ balance: -1 }, 'Balance must be at least 0.'],
    [{ balance: 10000.01 }, 'Balance must be at most 10,000.'],
    [{ balance: 1.234 }, 'Balance must be a number of dollars with at most 2 decimals.'],
    [{ padelRating: 0 }, 'Padel rating must be a whole number from 1 to 100.'],
    [{ padelRating: 101 }, 'Padel rating must be a whole number from 1 to 100.'],
    [{ skillLevel: 'expert' }, 'Skill level must be beginner, intermediate, advanced or professional.'],
    [{ yearsPlaying: 21 }, 'Years playing must be a whole number from 0 to 20.'],
    [{ preferredPosition: 'middle' }, 'Preferred position must be left, right or both.'],
    [{ favoriteGame: 'tennis' }, 'Favorite game must be padel, pickleball or both.'],
  ])('answers 400 for %j', async (overrides, message) => {
    const body = form(overrides);
    const res = await t.agent().post('/api/test/create-user').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    // Nothing was registered: the e-mail is still free.
    expect(
      (await t.agent().post('/api/test/login').send({ email: body.email, password: body.password })).status,
    ).not.toBe(200);
  });

  it('answers 409 for an e-mail that is taken', async () => {
    const body = form();
    expect((await t.agent().post('/api/test/create-user').send(body)).status).toBe(201);
    const again = await t.agent().post('/api/test/create-user').send(body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists.');
  });

  it('logs in, shows the user, logs out', async () => {
    const body = form({ balance: 20, yearsPlaying: 3 });
    const created = await t.agent().post('/api/test/create-user').send(body);
    const agent = t.agent();
    expect((await agent.get('/api/test/user')).status).toBe(401);

    const wrong = await agent.post('/api/test/login').send({ email: body.email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('AUTH.INVALID_CREDENTIALS');
    expect(wrong.body.message).toBe('Invalid email or password.');

    const login = await agent.post('/api/test/login').send({ email: body.email, password: body.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: created.body.id, firstName: 'Tess', isAdmin: false });

    const me = await agent.get('/api/test/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: created.body.id,
      email: body.email,
      balance: '20.00',
      padelRating: '4.9',
      skillLevel: 'intermediate',
      yearsPlaying: 3,
      firstName: 'Tess',
    });
    // The normal session is the same session.
    expect((await agent.get('/api/user/session')).body.id).toBe(created.body.id);

    const out = await agent.post('/api/test/logout');
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ ok: true });
    expect((await agent.get('/api/test/user')).status).toBe(401);
    expect((await agent.get('/api/user/session')).status).toBe(401);
  });

  it('reports no skill level for a user who never did the questionnaire', async () => {
    const { agent } = await t.signUp();
    const me = await agent.get('/api/test/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ balance: '0.00', skillLevel: null });
  });
});
