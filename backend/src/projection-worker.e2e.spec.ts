import { threadId, Worker } from 'node:worker_threads';
import { startTestApp, TestApp } from '../test/test-app';
import { allProjections } from './projections/all-projections';
import { ProjectionWorker } from './projection-worker';

/**
 * The read models run on a worker thread of their own by default (issue 8: projection lag under
 * load). What the rest of the app relies on must hold across the thread boundary: a client reads
 * its own write, health reports every projection, and a worker that dies is started again.
 */
describe('the projection worker', () => {
  let t: TestApp;
  const thread = () => (t.running.runner as unknown as { worker: Worker | null }).worker;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is what the app runs by default, on a thread other than the HTTP one', () => {
    expect(t.running.runner).toBeInstanceOf(ProjectionWorker);
    expect(thread()).not.toBeNull();
    expect(thread()!.threadId).not.toBe(threadId);
  });

  it('lets a client read its own write at once', async () => {
    const { agent, user } = await t.signUp();
    const admin = await t.admin();
    const adjusted = await admin
      .post(`/api/admin/users/${user.id}/balance-adjustments`)
      .set('Idempotency-Key', `worker-spec-${user.id}`)
      .send({ amount: '25.00', reason: 'Spec credit' });
    expect(adjusted.status).toBe(201);
    expect((await agent.get('/api/user/session')).body.balance).toBe('25.00');
    expect((await agent.get('/api/user/transactions')).body).toEqual([expect.objectContaining({ amount: '25.00' })]);
  });

  it('reports every projection, led by this instance, through health', async () => {
    const status = await t.running.runner.status();
    expect(status.map((p) => p.name).sort()).toEqual(
      allProjections()
        .map((p) => p.name)
        .sort(),
    );
    expect(status.every((p) => p.leader && p.lastError === null)).toBe(true);
    const health = await (await t.admin()).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.projections).toHaveLength(allProjections().length);
  });

  it('is started again when its thread dies, and reads keep their guarantee meanwhile', async () => {
    const first = thread()!;
    await first.terminate();
    // A write and a read right away: the read waits for the new thread instead of failing.
    const { agent, user } = await t.signUp();
    const session = await agent.get('/api/user/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ id: user.id, balance: '0.00' });
    expect(thread()).not.toBeNull();
    expect(thread()).not.toBe(first);
    expect((await t.running.runner.status()).every((p) => p.leader)).toBe(true);
  });
});
