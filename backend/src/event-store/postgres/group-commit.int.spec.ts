/**
 * GroupCommit on its own, on a real PostgreSQL: the order of a group, a statement of the group that
 * fails, and the group's connection lost while its statement runs. The pool is the real one, wrapped
 * only to record which statements went out.
 */
import type { Pool, QueryConfig } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { prepareEvents } from '../append-checks';
import { newEvent, uniqueStream } from '../event-store.contract';
import { ExpectedRevision, NewEvent } from '../event-store.port';
import { AppendRow, GroupCommit, singleAppend } from './group-commit';
import { appendCall } from './postgres-event-store';

describe('GroupCommit', () => {
  let db: TestDatabase;
  /** Names of the statements sent, in order ('cc_append_events' alone, 'cc_append_events_batch' grouped). */
  let sent: string[];
  let pool: Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Proxy(db.pool, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return (config: QueryConfig) => {
          sent.push(config.name ?? config.text);
          return target.query(config);
        };
      },
    });
  });
  beforeEach(() => (sent = []));
  afterAll(() => db.drop());

  const call = (stream: string, events: NewEvent[], expected: ExpectedRevision) =>
    appendCall(stream, prepareEvents(stream, events, expected), expected, undefined);

  async function streamIds(stream: string): Promise<string[]> {
    const { rows } = await db.pool.query<{ event_id: string }>(
      `SELECT event_id FROM events WHERE stream_name = $1 ORDER BY revision`,
      [stream],
    );
    return rows.map((r) => r.event_id);
  }

  it('sends appends that arrive together as one statement, applied in arrival order', async () => {
    const group = new GroupCommit(pool, { maxInFlight: 1, maxBatch: 64 });
    const stream = uniqueStream('group-order');
    const events = Array.from({ length: 6 }, () => newEvent());
    // Each expects the revision the one before it leaves: only arrival order makes them all fit.
    const rows = await Promise.all(
      events.map((event, i) => group.append(call(stream, [event], i === 0 ? 'no_stream' : i - 1))),
    );
    expect(sent).toEqual(['cc_append_events_batch']);
    expect(rows.map((r) => [r.outcome, r.revision_text])).toEqual(events.map((_, i) => ['appended', String(i)]));
    const positions = rows.map((r) => BigInt(r.position_text!));
    expect([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(positions);
    expect(await streamIds(stream)).toEqual(events.map((e) => e.id));
  });

  it('sends a lone append alone, and queues what arrives while maxInFlight statements run', async () => {
    const group = new GroupCommit(pool, { maxInFlight: 1, maxBatch: 3 });
    const first = group.append(call(uniqueStream('group-lone'), [newEvent()], 'no_stream'));
    await new Promise((resolve) => setImmediate(resolve));
    // The first is in flight now: these five wait, then go in batches of at most three.
    const rest = Array.from({ length: 5 }, () => group.append(call(uniqueStream('group-lone'), [newEvent()], 'any')));
    const rows = await Promise.all([first, ...rest]);
    expect(rows.every((r) => r.outcome === 'appended')).toBe(true);
    expect(sent).toEqual(['cc_append_events', 'cc_append_events_batch', 'cc_append_events_batch']);
  });

  it('answers each append of a failed statement as it would have been answered alone', async () => {
    const group = new GroupCommit(pool, { maxInFlight: 1, maxBatch: 64 });
    const streams = Array.from({ length: 4 }, () => uniqueStream('group-failed'));
    // One append PostgreSQL cannot take (a time that is not a time) fails the whole batch statement.
    const poisoned = call(streams[1], [newEvent()], 'no_stream');
    poisoned.params[6] = ['not a time'];
    poisoned.item.recordedAt = ['not a time'];
    const written = [[newEvent()], [], [newEvent(), newEvent()], [newEvent()]];
    const calls = [
      call(streams[0], written[0], 'no_stream'),
      poisoned,
      call(streams[2], written[2], 'no_stream'),
      call(streams[3], written[3], 'no_stream'),
    ];
    const outcomes = await Promise.allSettled(calls.map((c) => group.append(c)));
    // The batch rolled back, then each append went alone: the poisoned one fails as it would alone.
    expect(sent).toEqual(['cc_append_events_batch', ...Array(4).fill('cc_append_events')]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.outcome : 'rejected'))).toEqual([
      'appended',
      'rejected',
      'appended',
      'appended',
    ]);
    expect(outcomes[1].status === 'rejected' && String(outcomes[1].reason)).toMatch(/time|date/i);
    // Nothing of the rolled-back batch was kept twice.
    expect(await Promise.all(streams.map(streamIds))).toEqual(written.map((events) => events.map((e) => e.id)));
  });

  it('recovers when the connection of a group is lost while its statement runs', async () => {
    const group = new GroupCommit(pool, { maxInFlight: 1, maxBatch: 64 });
    const blocked = uniqueStream('group-lost');
    const blockedEvent = newEvent();
    // Another session writes the same event id and keeps its transaction open: the batch waits on it.
    const holder = await db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(singleAppend(call(uniqueStream('group-holder'), [blockedEvent], 'no_stream').params));
      const others = Array.from({ length: 3 }, () => uniqueStream('group-lost'));
      const answers = Promise.allSettled([
        group.append(call(blocked, [blockedEvent], 'no_stream')),
        ...others.map((stream) => group.append(call(stream, [newEvent()], 'no_stream'))),
      ]);
      const pid = await waitFor(async () => {
        const { rows } = await db.pool.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE query LIKE '%append_events_batch%' AND wait_event_type = 'Lock'`,
        );
        return rows[0]?.pid;
      });
      await db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
      // The batch failed with the connection: the others now go alone and do not wait for the holder.
      const rowsOfOthers = await waitFor(async () => {
        const ids = await Promise.all(others.map(streamIds));
        return ids.every((i) => i.length === 1) ? ids : undefined;
      });
      expect(rowsOfOthers).toHaveLength(3);
      await holder.query('ROLLBACK');
      const outcomes = await answers;
      const values = outcomes.map((o) => (o.status === 'fulfilled' ? o.value.outcome : o.reason));
      expect(values).toEqual<Array<AppendRow['outcome']>>(['appended', 'appended', 'appended', 'appended']);
      expect(await streamIds(blocked)).toEqual([blockedEvent.id]);
    } finally {
      holder.release();
    }
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
