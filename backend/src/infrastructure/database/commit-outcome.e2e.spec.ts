import type { Pool } from 'pg';
import { startTestApp, TestApp } from '../../../test/test-app';
import { playingTournament, twoSetWin, types } from '../../modules/tournaments/shared/tournament.spec-helper';
import { bank, fund } from '../../modules/wallet/shared/wallet.spec-helper';

/**
 * Issue 22, point 8: a command whose connection dies after its append was sent checks its own
 * outcome before answering. The fault is injected where it happens: the event store's pool runs
 * the append (PostgreSQL commits it), then the caller gets the driver's "Connection terminated"
 * instead of the answer, as when the server or the network goes away between the two.
 */
describe('an append whose answer is lost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  type Query = Pool['query'];
  /** The first append of a `match` event commits but its answer is lost; with `refuseAfterMs`, the next ones fail unsent for that long. */
  function injectFault(match: string, options: { refuseAfterMs?: number } = {}): { restore(): void; lost: number } {
    const pool = t.running.pool;
    const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    const state = { lost: 0, refusingUntil: 0 };
    const terminated = () => new Error('Connection terminated unexpectedly');
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
      const text = JSON.stringify(args[0] ?? null) + JSON.stringify(args[1] ?? null);
      if (!/append_events/.test(text) || !text.includes(match)) return original(...args);
      if (Date.now() < state.refusingUntil) throw terminated();
      if (state.lost > 0) return original(...args);
      await original(...args); // committed: only its answer is lost
      state.lost += 1;
      if (options.refuseAfterMs) state.refusingUntil = Date.now() + options.refuseAfterMs;
      throw terminated();
    };
    return {
      restore: () => {
        (pool as unknown as { query: Query }).query = original as unknown as Query;
      },
      get lost() {
        return state.lost;
      },
    };
  }

  it('confirming a result answers 200 with the settled match when the commit went through (was 503)', async () => {
    const { id, creator, rival2 } = await playingTournament(t);
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    const fault = injectFault('ResultConfirmed');
    try {
      const res = await rival2.agent.post(`/api/tournaments/${id}/result/confirm`);
      expect(fault.lost).toBe(1);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'completed', winningTeam: 1 });
    } finally {
      fault.restore();
    }
    const events = types(await t.streamEvents(`tournament-${id}`));
    expect(events.filter((type) => type === 'ResultConfirmed')).toHaveLength(1);
    expect(events.filter((type) => type === 'TournamentSettled')).toHaveLength(1);
  });

  it('a money command with an Idempotency-Key answers from its stored answer when the appends stay refused', async () => {
    const { agent, user } = await t.signUp();
    await fund(t, user.id, '100.00');
    const fault = injectFault('WithdrawalRequested', { refuseAfterMs: 60_000 });
    let first;
    try {
      first = await agent
        .post('/api/wallet/withdraw')
        .set('Idempotency-Key', 'lost-answer')
        .send({ amount: '20', ...bank });
    } finally {
      fault.restore();
    }
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: '20.00', balance: '80.00' });
    const requested = (await t.streamEvents(`wallet-${user.id}`)).filter((e) => e.type === 'WithdrawalRequested');
    expect(requested).toHaveLength(1);
    expect(requested[0].data.withdrawalId).toBe(first.body.id);
  });

  it('answers 503 COMMAND.OUTCOME_UNKNOWN while the database stays away; the same request then answers what happened, once', async () => {
    const { id, creator, rival2 } = await playingTournament(t);
    await creator.agent.post(`/api/tournaments/${id}/result`).send(twoSetWin).expect(200);
    const fault = injectFault('ResultConfirmed', { refuseAfterMs: 60_000 });
    let first;
    try {
      first = await rival2.agent.post(`/api/tournaments/${id}/result/confirm`);
    } finally {
      fault.restore();
    }
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ code: 'COMMAND.OUTCOME_UNKNOWN' });
    expect(first.body.message).toMatch(/whether it was saved is not known.*same request again/);

    const retry = await rival2.agent.post(`/api/tournaments/${id}/result/confirm`);
    expect({ status: retry.status, body: retry.body as unknown }).toMatchObject({
      status: 200,
      body: { status: 'completed' },
    });
    const events = types(await t.streamEvents(`tournament-${id}`));
    expect(events.filter((type) => type === 'ResultConfirmed')).toHaveLength(1);
    expect(events.filter((type) => type === 'TournamentSettled')).toHaveLength(1);
  }, 30_000);
});
