import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { eventStoreContract, newEvent, readAllUntilSeen, uniqueStream } from '../event-store.contract';
import {
  comparePositions,
  DuplicateEventIdError,
  ExpectedRevision,
  GlobalPosition,
  RecordKeyTakenError,
  START_POSITION,
  WrongExpectedRevisionError,
} from '../event-store.port';
import { PostgresEventStore, PostgresEventStoreOptions } from './postgres-event-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomInt = (max: number) => Math.floor(Math.random() * max);

eventStoreContract('PostgreSQL', async () => {
  const db = await createTestDatabase();
  return { store: new PostgresEventStore(db.pool), cleanup: () => dropDatabase(db) };
});

describe('PostgresEventStore (PostgreSQL specifics)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const storeWith = (options: PostgresEventStoreOptions) => new PostgresEventStore(db.pool, options);

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(() => dropDatabase(db));

  it('reports START_POSITION and reads nothing while the store is empty', async () => {
    expect(await store.headPosition()).toEqual(START_POSITION);
    expect(await store.readAll()).toEqual([]);
  });

  it('rejects an id that already exists in another stream and writes nothing', async () => {
    const event = newEvent();
    await store.appendToStream(uniqueStream(), [event], { expectedRevision: 'no_stream' });
    const other = uniqueStream();
    await expect(store.appendToStream(other, [newEvent(), event], { expectedRevision: 'any' })).rejects.toBeInstanceOf(
      DuplicateEventIdError,
    );
    expect(await store.readStream(other)).toEqual([]);
  });

  it('lets only one of concurrent appends of the same id to different streams succeed', async () => {
    const event = newEvent();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => store.appendToStream(uniqueStream(), [event], { expectedRevision: 'any' })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(DuplicateEventIdError);
  });

  describe('one round trip with a keyed record (the HTTP layer keeps Idempotency-Key answers so)', () => {
    const record = (key: string, fingerprint = 'hash-1') => ({
      owner: 'user-1',
      key,
      fingerprint,
      content: { id: 'w-1', amount: '10.00' },
    });
    const keyRow = async (key: string) =>
      (
        await db.pool.query(
          `SELECT state, request_hash, response_status, response_body FROM idempotency_keys
          WHERE user_id = 'user-1' AND key = $1`,
          [key],
        )
      ).rows;

    it('writes the events and the answer together in one statement', async () => {
      const stream = uniqueStream();
      const result = await store.appendToStream(stream, [newEvent()], {
        expectedRevision: 'no_stream',
        record: record('k-1'),
      });
      expect(result).toMatchObject({ nextExpectedRevision: 0, recordStored: true });
      expect(await keyRow('k-1')).toEqual([
        {
          state: 'completed',
          request_hash: 'hash-1',
          response_status: null,
          response_body: { id: 'w-1', amount: '10.00' },
        },
      ]);
    });

    it('appends nothing for a key that already has an answer, or belongs to another request', async () => {
      await store.appendToStream(uniqueStream(), [newEvent()], { expectedRevision: 'any', record: record('k-2') });
      for (const again of [record('k-2'), record('k-2', 'hash-2')]) {
        const stream = uniqueStream();
        const error = await store
          .appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream', record: again })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RecordKeyTakenError);
        expect(await store.readStream(stream)).toEqual([]);
      }
    });

    it('leaves no answer behind when the expected revision does not match', async () => {
      const stream = uniqueStream();
      await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
      await expect(
        store.appendToStream(stream, [newEvent()], { expectedRevision: 5, record: record('k-3') }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await keyRow('k-3')).toEqual([]);
    });

    it('lets one of twins racing with one key append; the others see its answer', async () => {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          store.appendToStream(uniqueStream(), [newEvent()], {
            expectedRevision: 'no_stream',
            record: record('k-4'),
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(RecordKeyTakenError);
    });
  });

  describe('group commit: appends that wait for a free statement go to PostgreSQL together', () => {
    // One statement at a time, so that appends made while it runs are sent as one batch.
    const batching = () => storeWith({ groupCommit: { maxInFlight: 1, maxBatch: 64 } });

    it('gives each append of a batch its own stream, revision and position, in fewer transactions than appends', async () => {
      const grouped = batching();
      const streams = Array.from({ length: 24 }, () => uniqueStream('group'));
      const results = await Promise.all(
        streams.map((stream, i) =>
          grouped.appendToStream(stream, [newEvent({ i }), newEvent({ i, second: true })], {
            expectedRevision: 'no_stream',
          }),
        ),
      );
      for (const [i, stream] of streams.entries()) {
        const read = await grouped.readStream(stream);
        expect(read.map((e) => [e.revision, e.data])).toEqual([
          [0, { i }],
          [1, { i, second: true }],
        ]);
        expect(results[i].nextExpectedRevision).toBe(1);
        expect(results[i].position).toEqual(read[1].position);
      }
      const commits = new Set(results.map((r) => r.position.commit));
      expect(commits.size).toBeLessThan(streams.length);
    });

    it('refuses only the append whose expected revision is stale; the others in its batch are written', async () => {
      const grouped = batching();
      const stale = uniqueStream('group');
      await grouped.appendToStream(stale, [newEvent()], { expectedRevision: 'no_stream' });
      const fresh = Array.from({ length: 6 }, () => uniqueStream('group'));
      const outcomes = await Promise.allSettled([
        ...fresh.map((stream) => grouped.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' })),
        grouped.appendToStream(stale, [newEvent()], { expectedRevision: 'no_stream' }),
      ]);
      expect(outcomes.slice(0, 6).every((o) => o.status === 'fulfilled')).toBe(true);
      const refused = outcomes[6];
      expect(refused.status === 'rejected' && refused.reason).toBeInstanceOf(WrongExpectedRevisionError);
      for (const stream of fresh) expect(await grouped.readStream(stream)).toHaveLength(1);
      expect(await grouped.readStream(stale)).toHaveLength(1);
    });

    it('stores each Idempotency-Key answer of a batch with its own append', async () => {
      const grouped = batching();
      const keys = Array.from({ length: 8 }, (_, i) => `group-key-${i}-${Date.now()}`);
      const results = await Promise.all(
        keys.map((key, i) =>
          grouped.appendToStream(uniqueStream('group'), [newEvent()], {
            expectedRevision: 'no_stream',
            record: { owner: 'group-user', key, fingerprint: `hash-${i}`, content: { i } },
          }),
        ),
      );
      expect(results.every((r) => r.recordStored)).toBe(true);
      const { rows } = await db.pool.query<{ key: string; state: string; response_body: unknown }>(
        `SELECT key, state, response_body FROM idempotency_keys WHERE user_id = 'group-user' AND key = ANY($1)`,
        [keys],
      );
      const stored = new Map(rows.map((r) => [r.key, [r.state, r.response_body]]));
      expect(keys.map((key) => stored.get(key))).toEqual(keys.map((_, i) => ['completed', { i }]));
    });

    it('lets one of two instances win the same event id, also when a batch has to be rolled back', async () => {
      for (let round = 0; round < 5; round++) {
        const [a, b] = [batching(), batching()];
        const contested = newEvent();
        const outcomes = await Promise.allSettled(
          [a, b].flatMap((store) => [
            store.appendToStream(uniqueStream('group'), [newEvent()], { expectedRevision: 'no_stream' }),
            store.appendToStream(uniqueStream('group'), [contested], { expectedRevision: 'any' }),
            store.appendToStream(uniqueStream('group'), [newEvent()], { expectedRevision: 'no_stream' }),
          ]),
        );
        // Every other append is written; of the two writes of one id, exactly one.
        expect([0, 2, 3, 5].map((i) => outcomes[i].status)).toEqual(Array(4).fill('fulfilled'));
        const contestedOutcomes = [outcomes[1], outcomes[4]];
        expect(contestedOutcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of contestedOutcomes)
          if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(DuplicateEventIdError);
      }
    });
  });

  it('rejects malformed input with a TypeError instead of a driver error', async () => {
    const stream = uniqueStream();
    await expect(store.appendToStream(stream, [], { expectedRevision: 'any' })).rejects.toBeInstanceOf(TypeError);
    await expect(
      store.appendToStream(stream, [{ ...newEvent(), id: 'not-a-uuid' }], { expectedRevision: 'any' }),
    ).rejects.toBeInstanceOf(TypeError);
    await expect(store.appendToStream(stream, [newEvent()], { expectedRevision: -1 })).rejects.toBeInstanceOf(
      TypeError,
    );
    const twice = newEvent();
    await expect(store.appendToStream(stream, [twice, twice], { expectedRevision: 'any' })).rejects.toBeInstanceOf(
      DuplicateEventIdError,
    );
    expect(await store.readStream(stream)).toEqual([]);
  });

  it('stores recordedAt in the column and the writing transaction id as the commit position', async () => {
    const stream = uniqueStream();
    const result = await store.appendToStream(
      stream,
      [newEvent({}, { metadata: { recordedAt: '2023-01-02T03:04:05.678Z' } })],
      {
        expectedRevision: 'no_stream',
      },
    );
    const { rows } = await db.pool.query<{ recorded_at: Date; txid: string; gp: string }>(
      `SELECT recorded_at, transaction_id::text AS txid, global_position::text AS gp FROM events WHERE stream_name = $1`,
      [stream],
    );
    expect(rows[0].recorded_at.toISOString()).toBe('2023-01-02T03:04:05.678Z');
    expect(result.position).toEqual({ commit: BigInt(rows[0].txid), prepare: BigInt(rows[0].gp) });
  });

  it('refuses UPDATE, DELETE and TRUNCATE on events', async () => {
    await store.appendToStream(uniqueStream(), [newEvent()], { expectedRevision: 'no_stream' });
    await expect(db.pool.query(`UPDATE events SET type = 'Tampered'`)).rejects.toThrow(/append-only: UPDATE/);
    await expect(db.pool.query(`DELETE FROM events`)).rejects.toThrow(/append-only: DELETE/);
    await expect(db.pool.query(`TRUNCATE events`)).rejects.toThrow(/append-only: TRUNCATE/);
  });

  it('never lets a reader pass an event whose transaction commits after a later position was written', async () => {
    let holdA!: () => void;
    const held = new Promise<void>((resolve) => (holdA = resolve));
    let signalInsideA!: () => void;
    const insideA = new Promise<void>((resolve) => (signalInsideA = resolve));
    const slow = storeWith({ beforeCommit: async () => (signalInsideA(), held) });
    const [a, b] = [newEvent(), newEvent()];
    const checkpoint = await store.headPosition();
    const naiveCheckpoint = await maxGlobalPosition();

    // A takes global_position n and stays open; B takes n + 1 and commits first.
    const appendA = slow.appendToStream(uniqueStream('crossed-a'), [a], { expectedRevision: 'no_stream' });
    const whileAOpen = await (async () => {
      // Released in `finally`: a failed assertion must not leave A's transaction (and a pool client) open.
      try {
        await Promise.race([insideA, appendA]);
        const appendedB = await store.appendToStream(uniqueStream('crossed-b'), [b], { expectedRevision: 'no_stream' });
        const read = await store.readAll({ after: checkpoint });
        expect(read.map((e) => e.id)).not.toContain(b.id);
        // The head readers see stops before A; the committed head (the bench's lag sampler) is B.
        expect(comparePositions(await store.headPosition(), appendedB.position)).toBeLessThan(0);
        expect(await store.committedHead()).toEqual(appendedB.position);
        // Control: a reader ordered by global_position alone sees B now and moves its checkpoint past A.
        expect((await naiveRead(naiveCheckpoint)).map((r) => r.event_id)).toEqual([b.id]);
        return read;
      } finally {
        holdA();
      }
    })();
    await appendA;

    const cursor = whileAOpen.length > 0 ? whileAOpen[whileAOpen.length - 1].position : checkpoint;
    const { events } = await readAllUntilSeen(store, cursor, [a.id, b.id]);
    expect(events.map((e) => e.id)).toEqual([a.id, b.id]);
    expect(events[0].position.prepare).toBeLessThan(events[1].position.prepare);
    // ...and that naive reader, resuming after B, has skipped A for good.
    expect(await naiveRead(BigInt(events[1].globalPosition))).toEqual([]);
  });

  it('delivers every event exactly once, in strictly increasing positions, to a reader following concurrent writers', async () => {
    const WRITERS = 10;
    const EVENTS_PER_WRITER = 50;
    const commitOrder: GlobalPosition[] = [];
    // Every few appends hold their transaction open for a while, so commits overtake one another.
    const writerStore = storeWith({
      beforeCommit: async () => {
        if (Math.random() < 0.3) await sleep(2 + randomInt(20));
      },
    });
    // Writers 0-5 own a stream each; writers 6-9 share two streams and retry on conflicts.
    const shared = [uniqueStream('proof-shared-0'), uniqueStream('proof-shared-1')];
    const own = Array.from({ length: 6 }, (_, i) => uniqueStream(`proof-${i}`));
    // Earlier tests wrote to this database too: the reader only accounts for this test's streams.
    const streams = new Set([...shared, ...own]);
    const appended: string[] = [];
    let conflicts = 0;

    async function writer(index: number): Promise<void> {
      const stream = index < 6 ? own[index] : shared[index % 2];
      let expected: ExpectedRevision = 'no_stream';
      let written = 0;
      while (written < EVENTS_PER_WRITER) {
        const batch = Array.from({ length: Math.min(1 + randomInt(3), EVENTS_PER_WRITER - written) }, () =>
          newEvent({ writer: index }),
        );
        for (;;) {
          try {
            const result = await writerStore.appendToStream(stream, batch, { expectedRevision: expected });
            commitOrder.push(result.position);
            expected = result.nextExpectedRevision;
            break;
          } catch (error) {
            if (!(error instanceof WrongExpectedRevisionError)) throw error;
            conflicts++;
            expected = error.actual;
          }
        }
        appended.push(...batch.map((e) => e.id));
        written += batch.length;
        await sleep(randomInt(4));
      }
    }

    const seen = new Set<string>();
    let duplicates = 0;
    let outOfOrder = 0;
    let writersDone = false;
    async function reader(from: GlobalPosition): Promise<void> {
      let cursor = from;
      const deadline = Date.now() + 20_000;
      while (!writersDone || seen.size < appended.length) {
        if (Date.now() > deadline) throw new Error(`reader saw ${seen.size} of ${appended.length} events`);
        const page = await store.readAll({ after: cursor, maxCount: 1 + randomInt(40) });
        for (const event of page) {
          if (comparePositions(cursor, event.position) >= 0) outOfOrder++;
          cursor = event.position;
          if (!streams.has(event.streamName)) continue;
          if (seen.has(event.id)) duplicates++;
          seen.add(event.id);
        }
        if (page.length === 0) await sleep(2);
      }
    }

    const from = await store.headPosition();
    const writing = Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(i))).finally(
      () => (writersDone = true),
    );
    await Promise.all([reader(from), writing]);

    expect(appended).toHaveLength(WRITERS * EVENTS_PER_WRITER);
    expect(duplicates).toBe(0);
    expect(outOfOrder).toBe(0);
    expect(seen.size).toBe(appended.length);
    expect([...seen].sort()).toEqual([...appended].sort());
    // The scenario really was concurrent: some append with a smaller global_position committed after
    // one with a larger global_position, and shared streams produced conflicts that were retried.
    expect(crossedCommits(commitOrder)).toBeGreaterThan(0);
    expect(conflicts).toBeGreaterThan(0);
  });

  async function maxGlobalPosition(): Promise<bigint> {
    const { rows } = await db.pool.query<{ max: string }>(
      `SELECT coalesce(max(global_position), 0)::text AS max FROM events`,
    );
    return BigInt(rows[0].max);
  }

  async function naiveRead(after: bigint): Promise<{ event_id: string; global_position: string }[]> {
    const { rows } = await db.pool.query<{ event_id: string; global_position: string }>(
      `SELECT event_id, global_position::text AS global_position FROM events WHERE global_position > $1 ORDER BY global_position`,
      [after.toString()],
    );
    return rows;
  }
});

/**
 * drop() ends the pool without waiting for its sockets to close, so DROP DATABASE ... WITH (FORCE)
 * can terminate a connection that is still closing (57P01): expected here, not a test failure.
 */
async function dropDatabase(db: TestDatabase): Promise<void> {
  db.pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  await db.drop();
}

/** Appends that finished after an append holding a larger global_position. */
function crossedCommits(order: GlobalPosition[]): number {
  let crossed = 0;
  let highest = -1n;
  for (const position of order) {
    if (position.prepare < highest) crossed++;
    if (position.prepare > highest) highest = position.prepare;
  }
  return crossed;
}
