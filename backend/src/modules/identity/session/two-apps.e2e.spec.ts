import { startTestApp, TestApp } from '../../../../test/test-app';

/** Sessions keep working when an earlier app in the same process has been closed (passport is process-wide). */
describe('sessions across app instances in one process', () => {
  let second: TestApp | undefined;
  afterAll(() => second?.close());

  it('serves the session of a user of the second app after the first one closed', async () => {
    const first = await startTestApp();
    await first.signUp();
    await first.close();

    second = await startTestApp();
    const { agent, user } = await second.signUp();
    const session = await agent.get('/api/user/session');
    expect(session.status).toBe(200);
    expect(session.body.id).toBe(user.id);
  });
});
