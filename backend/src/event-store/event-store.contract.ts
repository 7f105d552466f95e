/**
 * The behaviour every EventStore adapter must have. Adapters' specs call eventStoreContract().
 * Stream names and event ids are unique per test, so the suite also runs against a shared store
 * that holds other data (a long-lived EventStoreDB); readAll assertions only look at their own events.
 */
import { randomUUID } from 'node:crypto';
import {
  AppendResult,
  comparePositions,
  DuplicateEventIdError,
  EventStore,
  GlobalPosition,
  NewEvent,
  RecordedEvent,
  START_POSITION,
  WrongExpectedRevisionError,
} from './event-store.port';

export type EventStoreFactory = () => Promise<{ store: EventStore; cleanup(): Promise<void> }>;

export function newEvent(data: unknown = { n: Math.random() }, extra: Partial<NewEvent> = {}): NewEvent {
  return { id: randomUUID(), type: 'ContractTested', data, ...extra };
}

export function uniqueStream(prefix = 'contract'): string {
  return `${prefix}-${randomUUID()}`;
}

/**
 * Pages through readAll after `after` until every wanted id has shown up. Polls because an event
 * becomes visible to readAll only once every older transaction has finished (PostgreSQL), and other
 * sessions may briefly hold one open.
 */
export async function readAllUntilSeen(
  store: EventStore,
  after: GlobalPosition,
  wantedIds: string[],
  { maxCount = 500, timeoutMs = 15_000 } = {},
): Promise<{ events: RecordedEvent[]; pages: RecordedEvent[][] }> {
  const wanted = new Set(wantedIds);
  const events: RecordedEvent[] = [];
  const pages: RecordedEvent[][] = [];
  const deadline = Date.now() + timeoutMs;
  let cursor = after;
  while (events.length < wanted.size) {
    const page = await store.readAll({ after: cursor, maxCount });
    if (page.length > 0) {
      pages.push(page);
      cursor = page[page.length - 1].position;
      events.push(...page.filter((e) => wanted.has(e.id)));
    } else if (Date.now() > deadline) {
      throw new Error(`readAll saw ${events.length} of ${wanted.size} events before timing out.`);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { events, pages };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject.');
}

export function eventStoreContract(name: string, factory: EventStoreFactory): void {
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ store, cleanup } = await factory());
    });
    afterAll(async () => {
      await cleanup?.();
    });

    describe('appendToStream and readStream', () => {
      it('appends the first event of a new stream at revision 0', async () => {
        const stream = uniqueStream();
        const event = newEvent({ amountCents: 1250, currency: 'USD' });
        const result = await store.appendToStream(stream, [event], { expectedRevision: 'no_stream' });
        expect(result.nextExpectedRevision).toBe(0);
        const [read, ...rest] = await store.readStream(stream);
        expect(rest).toEqual([]);
        expect(read).toMatchObject({ id: event.id, streamName: stream, type: 'ContractTested', revision: 0 });
        expect(read.data).toEqual({ amountCents: 1250, currency: 'USD' });
        expect(read.recordedAt).toBeInstanceOf(Date);
        expect(typeof read.globalPosition).toBe('string');
        expect(typeof read.position.commit).toBe('bigint');
        expect(read.position).toEqual(result.position);
      });

      it("rejects 'no_stream' when the stream exists, reporting the actual revision", async () => {
        const stream = uniqueStream();
        await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
        const error = await rejectionOf(store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' }));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamName: stream, expected: 'no_stream', actual: 0 });
      });

      it('appends at the exact expected revision and rejects a stale one with the actual revision', async () => {
        const stream = uniqueStream();
        await store.appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
        const next = await store.appendToStream(stream, [newEvent()], { expectedRevision: 1 });
        expect(next.nextExpectedRevision).toBe(2);
        for (const stale of [1, 0, 5]) {
          const error = await rejectionOf(store.appendToStream(stream, [newEvent()], { expectedRevision: stale }));
          expect(error).toBeInstanceOf(WrongExpectedRevisionError);
          expect(error).toMatchObject({ expected: stale, actual: 2 });
        }
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it("rejects a numeric expected revision on a missing stream with actual 'no_stream'", async () => {
        const stream = uniqueStream();
        const error = await rejectionOf(store.appendToStream(stream, [newEvent()], { expectedRevision: 0 }));
        expect(error).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it("appends with 'any' to new and existing streams", async () => {
        const stream = uniqueStream();
        expect(
          (await store.appendToStream(stream, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision,
        ).toBe(0);
        const twice = await store.appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 'any' });
        expect(twice.nextExpectedRevision).toBe(2);
      });

      it('appends several events atomically at consecutive revisions', async () => {
        const stream = uniqueStream();
        const events = [newEvent({ i: 0 }), newEvent({ i: 1 }), newEvent({ i: 2 })];
        const result = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
        expect(result.nextExpectedRevision).toBe(2);
        const read = await store.readStream(stream);
        expect(read.map((e) => [e.id, e.revision])).toEqual(events.map((e, i) => [e.id, i]));
        expect(read[2].position).toEqual(result.position);
        expect(comparePositions(read[0].position, read[1].position)).toBe(-1);
        expect(comparePositions(read[1].position, read[2].position)).toBe(-1);
      });

      it('leaves nothing behind when a multi-event append fails', async () => {
        const stream = uniqueStream();
        await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
        const failed = [newEvent(), newEvent(), newEvent()];
        await expect(store.appendToStream(stream, failed, { expectedRevision: 7 })).rejects.toBeInstanceOf(
          WrongExpectedRevisionError,
        );
        const missing = uniqueStream();
        await expect(store.appendToStream(missing, failed, { expectedRevision: 0 })).rejects.toBeInstanceOf(
          WrongExpectedRevisionError,
        );
        expect(await store.readStream(stream)).toHaveLength(1);
        expect(await store.readStream(missing)).toEqual([]);
        // The failed ids are still free: nothing of that batch was kept.
        const retried = await store.appendToStream(missing, failed, { expectedRevision: 'no_stream' });
        expect(retried.nextExpectedRevision).toBe(2);
      });

      it('reads a stream forward, optionally from a revision', async () => {
        const stream = uniqueStream();
        // More than ten events, so that an order by revision as text ('10' < '9') would show.
        const events = Array.from({ length: 12 }, (_, i) => newEvent({ i }));
        await store.appendToStream(stream, events.slice(0, 2), { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, events.slice(2), { expectedRevision: 1 });
        expect((await store.readStream(stream)).map((e) => e.data)).toEqual(events.map((e) => e.data));
        expect((await store.readStream(stream, { fromRevision: 9 })).map((e) => e.revision)).toEqual([9, 10, 11]);
        expect(await store.readStream(stream, { fromRevision: 12 })).toEqual([]);
      });

      it('reads a missing stream as empty', async () => {
        expect(await store.readStream(uniqueStream('missing'))).toEqual([]);
      });
    });

    describe('idempotency', () => {
      it('treats a repeated append of the same ids as a no-op returning the original result', async () => {
        const stream = uniqueStream();
        const batch = [newEvent(), newEvent()];
        const first = await store.appendToStream(stream, batch, { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, [newEvent()], { expectedRevision: 1 });
        // A client retry: its expected revision is stale by now, yet it must not fail or duplicate.
        expect(await store.appendToStream(stream, batch, { expectedRevision: 'no_stream' })).toEqual(first);
        expect(await store.appendToStream(stream, batch, { expectedRevision: 'any' })).toEqual(first);
        expect(await store.appendToStream(stream, [batch[1]], { expectedRevision: 0 })).toEqual(first);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('rejects an append that repeats only some ids, or repeats them in another order', async () => {
        const stream = uniqueStream();
        const [a, b] = [newEvent(), newEvent()];
        await store.appendToStream(stream, [a, b], { expectedRevision: 'no_stream' });
        for (const events of [
          [b, newEvent()],
          [newEvent(), a],
          [b, a],
        ]) {
          const error = await rejectionOf(store.appendToStream(stream, events, { expectedRevision: 1 }));
          expect(error).toBeInstanceOf(DuplicateEventIdError);
        }
        expect((await store.readStream(stream)).map((e) => e.id)).toEqual([a.id, b.id]);
      });

      it('stores concurrent identical appends once and answers each with the same result', async () => {
        const stream = uniqueStream();
        const batch = [newEvent(), newEvent()];
        const results = await Promise.all(
          Array.from({ length: 6 }, () => store.appendToStream(stream, batch, { expectedRevision: 'no_stream' })),
        );
        for (const result of results) expect(result).toEqual(results[0]);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('metadata and data', () => {
      it('round-trips metadata and keeps a given recordedAt', async () => {
        const stream = uniqueStream();
        const metadata = {
          correlationId: randomUUID(),
          causationId: randomUUID(),
          actorUserId: null,
          recordedAt: '2024-02-29T12:34:56.789Z',
          requestIp: '203.0.113.7',
        };
        await store.appendToStream(stream, [newEvent({}, { metadata })], { expectedRevision: 'no_stream' });
        const [read] = await store.readStream(stream);
        expect(read.metadata).toEqual(metadata);
        expect(read.recordedAt).toEqual(new Date(metadata.recordedAt));
      });

      it('sets recordedAt when it is absent', async () => {
        const stream = uniqueStream();
        const before = Date.now();
        await store.appendToStream(stream, [newEvent({}, { metadata: { actorUserId: 'u-1' } })], {
          expectedRevision: 'any',
        });
        const [read] = await store.readStream(stream);
        expect(read.metadata).toEqual({ actorUserId: 'u-1', recordedAt: expect.any(String) });
        expect(new Date(read.metadata.recordedAt as string).toISOString()).toBe(read.metadata.recordedAt);
        expect(read.recordedAt.getTime()).toBe(Date.parse(read.metadata.recordedAt as string));
        expect(Math.abs(read.recordedAt.getTime() - before)).toBeLessThan(60_000);
      });

      it('round-trips JSON data exactly', async () => {
        const stream = uniqueStream();
        const data = {
          amountCents: 9_007_199_254_740_991,
          rate: 0.1,
          negative: -42,
          flags: [true, false, null],
          nested: { empty: {}, list: [], text: 'ünïcødé ✓ "quoted" \\ back', blank: '' },
        };
        await store.appendToStream(stream, [newEvent(data), newEvent([1, 'two'])], { expectedRevision: 'no_stream' });
        expect((await store.readStream(stream)).map((e) => e.data)).toEqual([data, [1, 'two']]);
      });
    });

    describe('readAll and headPosition', () => {
      async function appendAcrossStreams(): Promise<{ ids: string[]; results: AppendResult[] }> {
        const [a, b] = [uniqueStream('all-a'), uniqueStream('all-b')];
        const batches: [string, NewEvent[]][] = [
          [a, [newEvent()]],
          [b, [newEvent()]],
          [a, [newEvent(), newEvent()]],
          [b, [newEvent()]],
        ];
        const results: AppendResult[] = [];
        for (const [stream, events] of batches)
          results.push(await store.appendToStream(stream, events, { expectedRevision: 'any' }));
        return { ids: batches.flatMap(([, events]) => events.map((e) => e.id)), results };
      }

      it('returns events of all streams in global order, with strictly increasing positions', async () => {
        const head = await store.headPosition();
        const { ids } = await appendAcrossStreams();
        const { events } = await readAllUntilSeen(store, head, ids);
        expect(events.map((e) => e.id)).toEqual(ids);
        for (let i = 1; i < events.length; i++)
          expect(comparePositions(events[i - 1].position, events[i].position)).toBe(-1);
        expect(new Set(events.map((e) => e.globalPosition)).size).toBe(events.length);
      });

      it('keeps the order of a large batch, also when paging through it', async () => {
        const head = await store.headPosition();
        const batch = Array.from({ length: 25 }, (_, i) => newEvent({ i }));
        await store.appendToStream(uniqueStream('all-batch'), batch, { expectedRevision: 'no_stream' });
        for (const maxCount of [1000, 7]) {
          const { events } = await readAllUntilSeen(
            store,
            head,
            batch.map((e) => e.id),
            { maxCount },
          );
          expect(events.map((e) => e.id)).toEqual(batch.map((e) => e.id));
          for (let i = 1; i < events.length; i++)
            expect(comparePositions(events[i - 1].position, events[i].position)).toBe(-1);
        }
      });

      it('pages with an exclusive `after` and honours maxCount', async () => {
        const head = await store.headPosition();
        const { ids } = await appendAcrossStreams();
        const { events, pages } = await readAllUntilSeen(store, head, ids, { maxCount: 2 });
        expect(events.map((e) => e.id)).toEqual(ids);
        for (const page of pages) expect(page.length).toBeLessThanOrEqual(2);
        const afterFirst = await store.readAll({ after: events[0].position, maxCount: 1000 });
        expect(afterFirst.map((e) => e.id)).not.toContain(ids[0]);
        expect(afterFirst.filter((e) => ids.includes(e.id)).map((e) => e.id)).toEqual(ids.slice(1));
        expect(await store.readAll({ after: head, maxCount: 1 })).toHaveLength(1);
      });

      it('reads from the start by default', async () => {
        const head = await store.headPosition();
        const { ids } = await appendAcrossStreams();
        await readAllUntilSeen(store, head, ids);
        const [first, ...rest] = await store.readAll({ maxCount: 1 });
        expect(rest).toEqual([]);
        expect(comparePositions(first.position, START_POSITION)).toBe(1);
        const page = await store.readAll();
        expect(page.length).toBeGreaterThan(0);
        expect(page.length).toBeLessThanOrEqual(1000);
        expect(page[0].id).toBe(first.id);
      });

      it('reports as head a position at or after the last append, with nothing readable after it', async () => {
        const before = await store.headPosition();
        const { ids, results } = await appendAcrossStreams();
        await readAllUntilSeen(store, before, ids);
        const head = await store.headPosition();
        expect(comparePositions(head, results[results.length - 1].position)).toBeGreaterThanOrEqual(0);
        const afterHead = await store.readAll({ after: head });
        expect(afterHead.filter((e) => ids.includes(e.id))).toEqual([]);
      });
    });

    describe('concurrency', () => {
      it('lets exactly one of many appends with the same expected revision win', async () => {
        const stream = uniqueStream();
        await store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 10 }, () =>
            store.appendToStream(stream, [newEvent(), newEvent()], { expectedRevision: 0 }),
          ),
        );
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
        expect(won).toHaveLength(1);
        for (const error of lost) {
          expect(error).toBeInstanceOf(WrongExpectedRevisionError);
          expect(error).toMatchObject({ actual: 2 });
        }
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it("lets exactly one of many concurrent 'no_stream' appends create the stream", async () => {
        const stream = uniqueStream();
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, () =>
            store.appendToStream(stream, [newEvent()], { expectedRevision: 'no_stream' }),
          ),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes)
          if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(1);
      });
    });
  });
}
