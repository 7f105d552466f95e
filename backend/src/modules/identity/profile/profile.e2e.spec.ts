import { startTestApp, TestApp } from '../../../../test/test-app';
import { emailStreamName } from '../shared/email-reservation';

describe('PUT /api/user/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const profile = {
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana.profile@example.test',
    phone: '+92 300 1234567',
    city: 'Lahore',
    bio: 'Left side. Lobs.',
  };
  const types = (events: Array<{ type: string }>) => events.map((e) => e.type);

  it('saves the profile as ProfileUpdated and answers the updated session user', async () => {
    const { agent, user } = await t.signUp();
    const res = await agent
      .put('/api/user/profile')
      .send({ ...profile, firstName: '  Ana ', email: ' Ana.Profile@Example.test ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana.profile@example.test',
      phone: '+92 300 1234567',
      city: 'Lahore',
      bio: 'Left side. Lobs.',
    });
    const events = await t.streamEvents(`user-${user.id}`);
    expect(types(events)).toEqual(['UserRegistered', 'ProfileUpdated']);
    expect(events[1].data).toEqual({ userId: user.id, ...profile, updatedAt: expect.any(String) });
    expect(events[1].metadata).toMatchObject({ actorUserId: user.id });
    expect(await t.streamEvents(emailStreamName('ana.profile@example.test'))).toEqual([
      expect.objectContaining({ type: 'EmailReserved', data: { email: 'ana.profile@example.test', userId: user.id } }),
    ]);
    expect((await agent.get('/api/user/session')).body).toMatchObject({
      email: 'ana.profile@example.test',
      city: 'Lahore',
    });

    // The new address signs in; saving the same profile again appends nothing.
    const login = await t
      .agent()
      .post('/api/auth/login')
      .send({ email: 'ana.profile@example.test', password: 'correct horse battery' });
    expect(login.status).toBe(200);
    expect((await agent.put('/api/user/profile').send(profile)).status).toBe(200);
    expect(await t.streamEvents(`user-${user.id}`)).toHaveLength(2);
  });

  it('clears blank optional fields and may switch back to the old address', async () => {
    const { agent, user } = await t.signUp();
    await agent.put('/api/user/profile').send({ ...profile, email: 'switch.new@example.test' });
    const back = await agent
      .put('/api/user/profile')
      .send({ firstName: 'A', lastName: 'B', email: user.email, phone: '  ', city: '', bio: null });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ email: user.email, phone: null, city: null, bio: null });
    expect(types(await t.streamEvents(`user-${user.id}`))).toEqual([
      'UserRegistered',
      'ProfileUpdated',
      'ProfileUpdated',
    ]);
  });

  it("answers 409 for another account's e-mail (any case), changing nothing", async () => {
    const { user: other } = await t.signUp({ email: 'taken.profile@example.test' });
    const { agent, user } = await t.signUp();
    const res = await agent.put('/api/user/profile').send({ ...profile, email: 'TAKEN.profile@example.test' });
    expect([res.status, res.body.message]).toEqual([409, 'An account with this email already exists.']);
    expect(types(await t.streamEvents(`user-${user.id}`))).toEqual(['UserRegistered']);
    expect((await agent.get('/api/user/session')).body.email).toBe(user.email);
    expect(await t.streamEvents(emailStreamName('taken.profile@example.test'))).toEqual([
      expect.objectContaining({ data: { email: 'taken.profile@example.test', userId: other.id } }),
    ]);
    // An address a player moved away from stays theirs: nobody else can take it.
    const { agent: mover } = await t.signUp({ email: 'moved.away@example.test' });
    await mover.put('/api/user/profile').send({ ...profile, email: 'moved.to@example.test' });
    const grab = await agent.put('/api/user/profile').send({ ...profile, email: 'moved.away@example.test' });
    expect(grab.status).toBe(409);
  });

  it('lets exactly one of two players take a free address at the same moment', async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const results = await Promise.all(
      [a, b].map(({ agent }) => agent.put('/api/user/profile').send({ ...profile, email: 'contested@example.test' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it.each([
    [{ ...profile, firstName: '  ' }, 'First name is required'],
    [{ ...profile, firstName: undefined }, 'First name is required'],
    [{ ...profile, lastName: '' }, 'Last name is required'],
    [{ ...profile, email: 'nope' }, 'Invalid email address'],
    [{ ...profile, email: undefined }, 'Invalid email address'],
    [{ ...profile, bio: 'x'.repeat(501) }, 'Bio must be less than 500 characters'],
    [{ ...profile, phone: '1'.repeat(21) }, 'Phone must be at most 20 characters.'],
    [{ ...profile, city: 'c'.repeat(101) }, 'City must be at most 100 characters.'],
  ])('answers 400 with the form message (case %#), appending nothing', async (body, message) => {
    const { agent, user } = await t.signUp();
    const res = await agent.put('/api/user/profile').send(body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await t.streamEvents(`user-${user.id}`)).toHaveLength(1);
  });

  it('accepts a 500-character bio and needs a signed-in user', async () => {
    const { agent } = await t.signUp();
    expect(
      (await agent.put('/api/user/profile').send({ ...profile, email: 'bio500@example.test', bio: 'b'.repeat(500) }))
        .status,
    ).toBe(200);
    expect((await t.agent().put('/api/user/profile').send(profile)).status).toBe(401);
  });
});
