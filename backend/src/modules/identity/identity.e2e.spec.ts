import { startTestApp, TestApp, ADULT_IN_CALIFORNIA } from '../../../test/test-app';
import { emailStreamName } from './shared/email-reservation';
import { buildApiDocument } from '../../infrastructure/http/api-docs';

describe('identity API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates the user, opens a 0.00 wallet; the new password signs in; never returns the password', async () => {
      const agent = t.agent();
      const registered = await agent.post('/api/auth/register').send({
        email: '  Ana.Lopez@Example.test ',
        password: 'secret-pass-1',
        firstName: 'Ana',
        lastName: 'Lopez',
        ...ADULT_IN_CALIFORNIA,
      });
      expect([registered.status, registered.body.message]).toEqual([202, expect.stringMatching(/^Check your email/)]);
      const res = await agent
        .post('/api/auth/login')
        .send({ email: 'ana.lopez@example.test', password: 'secret-pass-1' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        email: 'ana.lopez@example.test',
        firstName: 'Ana',
        lastName: 'Lopez',
        balance: '0.00',
        isAdmin: false,
        isRatingComplete: false,
        padelRating: '1.0',
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|secret-pass-1|\$2[aby]\$/);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/courtcash\.sid=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);

      const userId = res.body.id as string;
      const userEvents = await t.streamEvents(`user-${userId}`);
      expect(userEvents.map((e) => e.type)).toEqual(['UserRegistered']);
      expect(userEvents[0].data).toMatchObject({
        userId,
        email: 'ana.lopez@example.test',
        firstName: 'Ana',
        passwordHash: '[redacted]',
      });
      expect(userEvents[0].metadata).toMatchObject({
        correlationId: expect.any(String),
        recordedAt: expect.any(String),
      });
      const walletEvents = await t.streamEvents(`wallet-${userId}`);
      expect(walletEvents).toEqual([
        expect.objectContaining({ type: 'WalletOpened', revision: 0, data: { userId, openedAt: expect.any(String) } }),
      ]);
      const reservation = await t.streamEvents(emailStreamName('ana.lopez@example.test'));
      expect(reservation.map((e) => e.type)).toEqual(['EmailReserved']);

      // read-your-writes: the session call right after already shows the user
      const session = await agent.get('/api/user/session');
      expect(session.status).toBe(200);
      expect(session.body.id).toBe(userId);
    });

    it('answers a duplicate e-mail (any case) as a new one (202), appends nothing, and its password signs nobody in', async () => {
      const { user } = await t.signUp({ email: 'dup@example.test' });
      const fresh = await t
        .agent()
        .post('/api/auth/register')
        .send({
          email: 'fresh-dup@example.test',
          password: 'another-pass',
          firstName: 'X',
          lastName: 'Y',
          ...ADULT_IN_CALIFORNIA,
        });
      const res = await t
        .agent()
        .post('/api/auth/register')
        .send({
          email: 'DUP@example.test',
          password: 'another-pass',
          firstName: 'X',
          lastName: 'Y',
          ...ADULT_IN_CALIFORNIA,
        });
      expect([res.status, res.body]).toEqual([fresh.status, fresh.body]);
      expect(await t.streamEvents(`user-${user.id}`)).toHaveLength(1);
      const login = await t
        .agent()
        .post('/api/auth/login')
        .send({ email: 'dup@example.test', password: 'another-pass' });
      expect(login.status).toBe(401);
    });

    it('lets exactly one of several simultaneous registrations of one e-mail win', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          t
            .agent()
            .post('/api/auth/register')
            .send({
              email: 'race@example.test',
              password: `password-${i}-xx`,
              firstName: 'R',
              lastName: `${i}`,
              ...ADULT_IN_CALIFORNIA,
            }),
        ),
      );
      expect(attempts.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
      const signedIn = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          t
            .agent()
            .post('/api/auth/login')
            .send({ email: 'race@example.test', password: `password-${i}-xx` }),
        ),
      );
      expect(signedIn.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
    });

    it.each([
      [
        { email: 'not-an-email', password: 'longenough', firstName: 'A', lastName: 'B', ...ADULT_IN_CALIFORNIA },
        'Please enter a valid email address.',
      ],
      [
        { email: 'a@b.test', password: 'short', firstName: 'A', lastName: 'B', ...ADULT_IN_CALIFORNIA },
        'Password must be at least 8 characters.',
      ],
      [
        { email: 'a@b.test', password: 'longenough', firstName: '   ', lastName: 'B', ...ADULT_IN_CALIFORNIA },
        'First name is required.',
      ],
      [{ email: 'a@b.test', password: 'longenough', firstName: 'A', ...ADULT_IN_CALIFORNIA }, 'Last name is required.'],
    ])('answers 400 with a readable message for invalid input %#', async (body, message) => {
      const res = await t.agent().post('/api/auth/register').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await t.agent().post('/api/auth/register').set('Content-Type', 'application/json').send('{"email":');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('REQUEST.INVALID_JSON');
      expect(res.body.message).toBe('The request body is not valid JSON.');
    });
  });

  describe('sign in and out', () => {
    it('signs in with the right password, regenerating the session id', async () => {
      const { user, password } = await t.signUp();
      const agent = t.agent();
      const before = await agent.get('/api/user/session');
      expect(before.status).toBe(401);
      expect(before.body.message).toMatch(/Unauthorized/);

      const first = await agent.post('/api/auth/login').send({ email: user.email, password });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ id: user.id, isAdmin: false });
      expect(JSON.stringify(first.body)).not.toMatch(/password/i);
      const cookie1 = /courtcash\.sid=([^;]+)/.exec(String(first.headers['set-cookie']))?.[1];
      const second = await agent.post('/api/auth/login').send({ email: user.email, password });
      const cookie2 = /courtcash\.sid=([^;]+)/.exec(String(second.headers['set-cookie']))?.[1];
      expect(cookie1).toBeDefined();
      expect(cookie2).toBeDefined();
      expect(cookie2).not.toBe(cookie1);

      expect((await agent.get('/api/user/session')).status).toBe(200);
      const out = await agent.post('/api/auth/logout');
      expect(out.status).toBe(200);
      expect((await agent.get('/api/user/session')).status).toBe(401);
    });

    it('refuses a wrong password with 401 and a readable message', async () => {
      const { user } = await t.signUp();
      const res = await t.agent().post('/api/auth/login').send({ email: user.email, password: 'wrong-password' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('AUTH.INVALID_CREDENTIALS');
      expect(res.body.message).toBe('Invalid email or password.');
    });

    it('answers 400 for missing credentials', async () => {
      const res = await t.agent().post('/api/auth/login').send({ email: 'x@y.test' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Password is required.');
    });

    it('throttles repeated failures for one e-mail with 429, even with the right password', async () => {
      const { user, password } = await t.signUp();
      for (let i = 0; i < 5; i++) {
        expect(
          (
            await t
              .agent()
              .post('/api/auth/login')
              .send({ email: user.email, password: `nope-${i}` })
          ).status,
        ).toBe(401);
      }
      const blocked = await t.agent().post('/api/auth/login').send({ email: user.email, password });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    });

    it('redirects GET /api/login to /auth', async () => {
      const res = await t.agent().get('/api/login');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/auth');
    });
  });

  describe('admins', () => {
    it('creates the ADMIN_EMAIL admin at start-up; it signs in through the same login with isAdmin', async () => {
      const admin = await t.admin();
      const session = await admin.get('/api/user/session');
      expect(session.body).toMatchObject({ email: 'root-admin@example.test', isAdmin: true });
      const events = await t.streamEvents(`user-${session.body.id}`);
      expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserPromotedToAdmin']);
    });

    it('guards the stream reader: 401 signed out, 403 for players', async () => {
      const { agent, user } = await t.signUp();
      expect((await t.agent().get(`/api/admin/streams/user-${user.id}`)).status).toBe(401);
      const forbidden = await agent.get(`/api/admin/streams/user-${user.id}`);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('AUTH.FORBIDDEN');
      expect(forbidden.body.message).toBe('Only administrators can do this.');
    });

    it('answers an empty event list for a stream that does not exist', async () => {
      const admin = await t.admin();
      const res = await admin.get('/api/admin/streams/user-nobody');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ stream: 'user-nobody', events: [] });
    });
  });

  describe('rating and stats', () => {
    const questionnaire = {
      padelLevel: 3,
      pickleballLevel: 3,
      primarySport: 'padel',
      yearsPlaying: 0,
      preferredPosition: 'both',
      playingFrequency: 'weekly',
      competitiveExperience: 'local',
      previousRatingSystem: 'none',
    };

    it('saves the questionnaire, sets ratings and isRatingComplete, and appends the event', async () => {
      const { agent, user } = await t.signUp();
      const res = await agent.put('/api/user/rating').send(questionnaire);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        isRatingComplete: true,
        padelRating: '4.9',
        pickleballRating: '4.9',
        preferredPosition: 'both',
      });
      const session = await agent.get('/api/user/session');
      expect(session.body.isRatingComplete).toBe(true);
      const events = await t.streamEvents(`user-${user.id}`);
      expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'RatingQuestionnaireCompleted']);
      expect(events[1].data).toMatchObject({ padelRatingTenths: 49, answers: questionnaire });
      expect(events[1].metadata).toMatchObject({ actorUserId: user.id });
    });

    it.each([
      [{ padelLevel: 8 }, 'Padel level must be a whole number from 0 to 7.'],
      [{ yearsPlaying: 21 }, 'Years playing must be a whole number from 0 to 20.'],
      [{ primarySport: 'tennis' }, 'Primary sport must be padel, pickleball or both.'],
      [{ playingFrequency: 'daily' }, 'Playing frequency must be weekly, monthly, occasionally or new_player.'],
      [{ competitiveExperience: 'world' }, 'Competitive experience must be none, local, regional or national.'],
      [{ preferredPosition: 'middle' }, 'Preferred position must be left, right or both.'],
      [{ previousRatingSystem: 'elo' }, 'Previous rating system must be playtomic, club, self_assessed or none.'],
    ])('refuses an invalid questionnaire %# with 400 and changes nothing', async (patch, message) => {
      const { agent, user } = await t.signUp();
      const res = await agent.put('/api/user/rating').send({ ...questionnaire, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await t.streamEvents(`user-${user.id}`)).map((e) => e.type)).toEqual(['UserRegistered']);
    });

    it('needs a signed-in user', async () => {
      expect((await t.agent().put('/api/user/rating').send(questionnaire)).status).toBe(401);
      expect((await t.agent().get('/api/user/stats')).status).toBe(401);
    });

    it('answers stats for a new player from the read model', async () => {
      const { agent } = await t.signUp();
      const res = await agent.get('/api/user/stats');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        tournamentsPlayed: 0,
        tournamentsWon: 0,
        winRate: 0,
        totalEarnings: '0.00',
        activeTournaments: 0,
      });
    });
  });

  describe('health and docs', () => {
    it('reports ok with projection lag', async () => {
      const res = await (await t.admin()).get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', eventStore: 'postgres', database: 'up' });
      expect(res.body.projections).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'users', lagEvents: expect.any(Number) })]),
      );
      expect(res.body.subscribers.map((s: { name: string }) => s.name)).toEqual(
        expect.arrayContaining(['platform-ledger']),
      );
    });

    it('describes the controllers in an OpenAPI document, not published outside development', async () => {
      expect((await t.agent().get('/api/docs/openapi.json')).status).toBe(404);
      expect(Object.keys(buildApiDocument(t.running.app).paths)).toEqual(
        expect.arrayContaining([
          '/api/auth/register',
          '/api/auth/login',
          '/api/user/session',
          '/api/user/rating',
          '/api/admin/streams/{streamName}',
          '/api/health',
        ]),
      );
    });

    it('answers an unknown API path with 404 JSON', async () => {
      const res = await t.agent().get('/api/nothing-here');
      expect(res.status).toBe(404);
      expect(typeof res.body.message).toBe('string');
    });
  });
});
