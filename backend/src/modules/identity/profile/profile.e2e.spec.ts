import { sharedTestApp, TestApp } from '../../../../test/test-app';
import { emailStreamName } from '../shared/email-reservation';

describe('PUT /api/user/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
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
      .send({ ...profile, firstName: '  Ana ', email: ` ${user.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      firstName: 'Ana',
      lastName: 'Lopez',
      email: user.email,
      phone: '+92 300 1234567',
      city: 'Lahore',
      bio: 'Left side. Lobs.',
    });
    const events = await t.streamEvents(`user-${user.id}`);
    expect(types(events)).toEqual(['UserRegistered', 'ProfileUpdated']);
    expect(events[1].data).toEqual({ userId: user.id, ...profile, email: user.email, updatedAt: expect.any(String) });
    expect(events[1].metadata).toMatchObject({ actorUserId: user.id });
    expect((await agent.get('/api/user/session')).body).toMatchObject({ email: user.email, city: 'Lahore' });

    // Saving the same profile again (the e-mail may be left out) appends nothing.
    const { email: _email, ...withoutEmail } = profile;
    expect((await agent.put('/api/user/profile').send(withoutEmail)).status).toBe(200);
    expect(await t.streamEvents(`user-${user.id}`)).toHaveLength(2);
  });

  it('clears blank optional fields', async () => {
    const { agent, user } = await t.signUp();
    await agent.put('/api/user/profile').send({ ...profile, email: user.email });
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

  it('does not change the e-mail: that needs the password and a link (POST /api/user/email)', async () => {
    const { agent, user } = await t.signUp();
    const res = await agent.put('/api/user/profile').send({ ...profile, email: 'someone.else@example.test' });
    expect([res.status, res.body.code]).toEqual([400, 'USER.EMAIL_CHANGE_NEEDS_CONFIRMATION']);
    expect(res.body.message).toMatch(/Change email/);
    expect(types(await t.streamEvents(`user-${user.id}`))).toEqual(['UserRegistered']);
    expect(await t.streamEvents(emailStreamName('someone.else@example.test'))).toEqual([]);
  });

  it.each([
    [{ ...profile, firstName: '  ' }, 'First name is required'],
    [{ ...profile, firstName: undefined }, 'First name is required'],
    [{ ...profile, lastName: '' }, 'Last name is required'],
    [{ ...profile, email: 'nope' }, 'Invalid email address'],
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
      (await agent.put('/api/user/profile').send({ ...profile, email: undefined, bio: 'b'.repeat(500) })).status,
    ).toBe(200);
    expect((await t.agent().put('/api/user/profile').send(profile)).status).toBe(401);
  });
});
