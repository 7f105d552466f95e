import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { StreamTails } from './stream-tails';

/** Two stores on one database stand for two app instances: one appends, the other reads with tails. */
describe('StreamTails', () => {
  let db: TestDatabase;
  let writer: PostgresEventStore;
  let reader: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    writer = new PostgresEventStore(db.pool);
    reader = new PostgresEventStore(db.pool);
  });
  afterAll(() => db.drop());

  const append = (stream: string, n: number) =>
    writer.appendToStream(
      stream,
      Array.from({ length: n }, (_, i) => ({ id: randomUUID(), type: 'Happened', data: { i } })),
      { expectedRevision: 'any' },
    );
  const revisions = (events: Array<{ revision: number }>) => events.map((e) => e.revision);

  it('reads a stream whole once, then only what was appended since, by any writer', async () => {
    const stream = `s-${randomUUID()}`;
    await append(stream, 3);
    const reads = jest.spyOn(reader, 'readStream');
    const tails = new StreamTails(reader);
    expect(revisions(await tails.read(stream))).toEqual([0, 1, 2]);
    await append(stream, 2);
    expect(revisions(await tails.read(stream))).toEqual([0, 1, 2, 3, 4]);
    expect(revisions(await tails.read(stream))).toEqual([0, 1, 2, 3, 4]);
    expect(reads.mock.calls.map(([, options]) => options?.fromRevision)).toEqual([0, 3, 5]);
    reads.mockRestore();
  });

  it('holds each event once when reads of one stream overlap', async () => {
    const stream = `s-${randomUUID()}`;
    await append(stream, 4);
    const tails = new StreamTails(reader);
    const all = await Promise.all([tails.read(stream), tails.read(stream), tails.read(stream)]);
    for (const events of all) expect(revisions(events)).toEqual([0, 1, 2, 3]);
    await append(stream, 1);
    expect(revisions(await tails.read(stream))).toEqual([0, 1, 2, 3, 4]);
  });

  it('forgets the least recently read streams beyond its bound and reads them whole again', async () => {
    const first = `s-${randomUUID()}`;
    const second = `s-${randomUUID()}`;
    await append(first, 3);
    await append(second, 3);
    const tails = new StreamTails(reader, 4);
    await tails.read(first);
    await tails.read(second); // 6 held > 4: `first` goes
    const reads = jest.spyOn(reader, 'readStream');
    await append(first, 1);
    expect(revisions(await tails.read(first))).toEqual([0, 1, 2, 3]);
    expect(reads.mock.calls[0]?.[1]?.fromRevision).toBe(0);
    reads.mockRestore();
  });
});
