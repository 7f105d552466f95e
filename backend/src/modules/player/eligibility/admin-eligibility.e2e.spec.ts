import { sharedTestApp, TestApp } from '../../../../test/test-app';

/** Issue 20 §1 and §4: an admin corrects a date of birth with a reason, as a new event, and sees the history. */
describe('admin: a player eligibility and its corrections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  const playerEvents = async (userId: string) => t.streamEvents(`player-${userId}`);

  it('corrects the date of birth as a new event with the admin and the reason, and shows it in the history', async () => {
    const { user } = await t.signUp();
    const admin = await t.admin();
    const before = await playerEvents(user.id);
    const res = await admin
      .post(`/api/admin/users/${user.id}/date-of-birth`)
      .send({ dateOfBirth: '1990-01-04', reason: 'Passport checked: day and month were swapped' });
    expect(res.status).toBe(200);
    expect(res.body.dateOfBirth).toBe('1990-01-04');
    const after = await playerEvents(user.id);
    expect(after.slice(0, before.length)).toEqual(before); // nothing rewritten
    expect(after.at(-1)).toMatchObject({
      type: 'DateOfBirthCorrected',
      data: { dateOfBirth: '1990-01-04', reason: 'Passport checked: day and month were swapped' },
    });

    const seen = await admin.get(`/api/admin/users/${user.id}/eligibility`);
    expect(seen.status).toBe(200);
    expect(seen.body.eligibility).toMatchObject({ dateOfBirth: '1990-01-04', kycLevel: 1 });
    expect(seen.body.history.at(-1)).toMatchObject({
      type: 'DateOfBirthCorrected',
      reason: 'Passport checked: day and month were swapped',
      actorUserId: expect.any(String),
    });
    expect(seen.body.history[0]).toMatchObject({ type: 'DateOfBirthRecorded' });
  });

  it.each([
    ['no reason', { dateOfBirth: '1990-01-04', reason: '  ' }, 400, 'REQUEST.INVALID'],
    ['a date that is not one', { dateOfBirth: '1990-13-40', reason: 'typo' }, 400, 'ELIGIBILITY.INVALID_DATE_OF_BIRTH'],
  ])('refuses %s with a 4xx and appends nothing', async (_name, body, status, code) => {
    const { user } = await t.signUp();
    const admin = await t.admin();
    const before = await playerEvents(user.id);
    const res = await admin.post(`/api/admin/users/${user.id}/date-of-birth`).send(body);
    expect([res.status, res.body.code, typeof res.body.message]).toEqual([status, code, 'string']);
    expect(await playerEvents(user.id)).toEqual(before);
  });

  it('is for admins only, never on their own record, and 404 for nobody', async () => {
    const { agent, user } = await t.signUp();
    const body = { dateOfBirth: '1980-01-01', reason: 'I would like to be older' };
    expect((await agent.post(`/api/admin/users/${user.id}/date-of-birth`).send(body)).status).toBe(403);
    expect((await agent.get(`/api/admin/users/${user.id}/eligibility`)).status).toBe(403);
    const admin = await t.admin();
    const me = (await admin.get('/api/user/session')).body as { id: string };
    const own = await admin.post(`/api/admin/users/${me.id}/date-of-birth`).send(body);
    expect([own.status, own.body.code]).toEqual([403, 'ELIGIBILITY.OWN_RECORD']);
    const nobody = await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000/eligibility');
    expect([nobody.status, nobody.body.code]).toEqual([404, 'USER.NOT_FOUND']);
  });
});
