import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store';
import { RecordedEvent } from '../../event-store/event-store.port';
import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { Projection, RowProjection } from './projection';
import { ProjectionRows } from './projection-rows';
import { ProjectionRunner, ProjectionTimeoutError } from './projection-runner';

/** A projection that counts events per stream into a scratch table, and can be told to fail. */
class CountingProjection implements Projection {
  readonly tables = ['scratch_counts'];
  failOn: string | null = null;
  /** Runs once, inside the next batch's transaction, before its events (another writer's move). */
  meanwhile: (() => Promise<void>) | null = null;
  applied: string[] = [];
  constructor(readonly name: string) {}
  async applyBatch(events: readonly RecordedEvent[], tx: EntityManager): Promise<void> {
    const meanwhile = this.meanwhile;
    this.meanwhile = null;
    await meanwhile?.();
    for (const event of events) {
      if (event.type === this.failOn) throw new Error('simulated crash while applying');
      this.applied.push(event.id);
      await tx.query(
        `INSERT INTO scratch_counts (stream, n) VALUES ($1, 1) ON CONFLICT (stream) DO UPDATE SET n = scratch_counts.n + 1`,
        [event.streamName],
      );
    }
  }
}

/** The same count as a row projection, of 'Counted' events only: every other batch leaves its rows alone. */
class CountedOnly extends RowProjection {
  readonly tables = ['scratch_counts'];
  readonly schema = { scratch_counts: { key: ['stream'] } };
  // Every event (null), so the runner's dry run is what finds the batches it leaves alone.
  readonly eventTypes = null;
  constructor(readonly name: string) {
    super();
  }
  async applyTo(event: RecordedEvent, rows: ProjectionRows): Promise<void> {
    if (event.type !== 'Counted') return;
    await rows.table('scratch_counts').upsert({ stream: event.streamName, n: 1 }, (row) => ({ n: Number(row.n) + 1 }));
  }
}

describe('ProjectionRunner', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.pool.query(
      `DROP TABLE IF EXISTS scratch_counts; CREATE TABLE scratch_counts (stream text PRIMARY KEY, n int NOT NULL)`,
    );
    await db.pool.query(`DELETE FROM projection_checkpoints`);
  });

  const append = (stream: string, type = 'Happened') =>
    store.appendToStream(stream, [{ id: randomUUID(), type, data: { at: Date.now() } }], { expectedRevision: 'any' });
  const counts = async () =>
    Object.fromEntries(
      ((await db.pool.query(`SELECT stream, n FROM scratch_counts`)).rows as Array<{ stream: string; n: number }>).map(
        (r) => [r.stream, r.n],
      ),
    );

  it('applies every event once and stores the checkpoint with the rows', async () => {
    const s = `s-${randomUUID()}`;
    for (let i = 0; i < 5; i++) await append(s);
    const projection = new CountingProjection(`p-${randomUUID()}`);
    const runner = new ProjectionRunner(store, db.dataSource, [projection]);
    expect(await runner.catchUp()).toBeGreaterThanOrEqual(5);
    expect((await counts())[s]).toBe(5);
    expect(await runner.catchUp()).toBe(0);
    expect((await counts())[s]).toBe(5);
    await runner.stop();
  });

  it('rolls back a batch that fails part-way, so after the "crash" nothing is applied twice or skipped', async () => {
    const s = `s-${randomUUID()}`;
    await append(s);
    await append(s);
    await append(s, 'Poison');
    await append(s);
    const projection = new CountingProjection(`p-${randomUUID()}`);
    projection.failOn = 'Poison';
    const crashing = new ProjectionRunner(store, db.dataSource, [projection]);
    await expect(crashing.catchUp()).rejects.toThrow('simulated crash');
    expect((await counts())[s]).toBeUndefined();
    const checkpoint = await db.pool.query(`SELECT * FROM projection_checkpoints WHERE name = $1`, [projection.name]);
    expect(checkpoint.rowCount).toBe(0);
    await crashing.stop();

    // A new process picks up from the stored checkpoint.
    projection.failOn = null;
    const restarted = new ProjectionRunner(store, db.dataSource, [projection]);
    await restarted.catchUp();
    expect((await counts())[s]).toBe(4);
    await restarted.stop();
  });

  it('rolls back a batch whose checkpoint another writer moved meanwhile, and goes on from the stored one', async () => {
    const s = `s-${randomUUID()}`;
    const first = await append(s);
    await append(s);
    await append(s);
    const projection = new CountingProjection(`p-${randomUUID()}`);
    // A second writer (one whose lock was lost with its connection) stores its checkpoint first.
    projection.meanwhile = async () => {
      await db.pool.query(
        `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, updated_at) VALUES ($1, $2, $3, now())`,
        [projection.name, first.position.commit.toString(), first.position.prepare.toString()],
      );
    };
    const runner = new ProjectionRunner(store, db.dataSource, [projection]);
    await expect(runner.catchUp()).rejects.toThrow(/moved under this runner/);
    expect((await counts())[s]).toBeUndefined();
    expect(await runner.catchUp()).toBe(2);
    expect((await counts())[s]).toBe(2);
    await runner.stop();
  });

  it('lets only one runner process a projection at a time (advisory lock)', async () => {
    const name = `p-${randomUUID()}`;
    const first = new ProjectionRunner(store, db.dataSource, [new CountingProjection(name)]);
    const second = new ProjectionRunner(store, db.dataSource, [new CountingProjection(name)]);
    const s = `s-${randomUUID()}`;
    await append(s);
    await first.catchUp();
    await append(s);
    expect(await second.catchUp()).toBe(0);
    expect((await second.status())[0].leader).toBe(false);
    await expect(second.rebuild()).rejects.toThrow(/Another instance/);
    expect(await first.catchUp()).toBe(1);
    await first.stop();
    // Once the leader is gone, the other one takes over.
    await append(s);
    expect(await second.catchUp()).toBe(1);
    expect((await counts())[s]).toBe(3);
    await second.stop();
  });

  it('waitFor resolves once the running loop passes a position, and times out with a clear error', async () => {
    const projection = new CountingProjection(`p-${randomUUID()}`);
    const runner = new ProjectionRunner(store, db.dataSource, [projection], { idleMs: 20 });
    runner.start();
    const s = `s-${randomUUID()}`;
    const { position } = await append(s);
    await runner.waitFor(position, 5000);
    expect((await counts())[s]).toBe(1);
    await runner.stop();

    const stopped = new ProjectionRunner(store, db.dataSource, [new CountingProjection(`p-${randomUUID()}`)]);
    const later = await append(s);
    await expect(stopped.waitFor(later.position, 150)).rejects.toBeInstanceOf(ProjectionTimeoutError);
    await stopped.stop();
  });

  it('keeps the other projections going when one keeps failing, and reports the failure', async () => {
    const poisoned = new CountingProjection(`p-bad-${randomUUID()}`);
    poisoned.failOn = 'Poison';
    const healthy = new CountingProjection(`p-good-${randomUUID()}`);
    const runner = new ProjectionRunner(store, db.dataSource, [poisoned, healthy], { idleMs: 20 });
    runner.start();
    const s = `s-${randomUUID()}`;
    await append(s, 'Poison');
    await append(s);
    const deadline = Date.now() + 5000;
    // Only the healthy one writes: the poisoned one rolls back every batch that holds the poison.
    // The poisoned one first works through whatever earlier specs appended, so wait for both: the
    // healthy one's rows and the poisoned one's report.
    const settled = async () =>
      (await counts())[s] === 2 && (await runner.status()).some((p) => p.name === poisoned.name && p.lastError);
    while (!(await settled()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect((await counts())[s]).toBe(2);
    const status = await runner.status();
    expect(status.find((p) => p.name === poisoned.name)).toMatchObject({
      lastError: { message: 'simulated crash while applying' },
    });
    expect(status.find((p) => p.name === healthy.name)).toMatchObject({ lastError: null, lagEvents: 0 });
    await runner.stop();
  });

  it('moves the stored checkpoint past batches that concern no row, without a transaction per projection', async () => {
    const projection = new CountedOnly(`p-${randomUUID()}`);
    const runner = new ProjectionRunner(store, db.dataSource, [projection], { idleMs: 20 });
    const s = `s-${randomUUID()}`;
    await append(s, 'Counted');
    await runner.catchUp(); // the first batch stores the checkpoint row
    const stored = async () =>
      (
        await db.pool.query<{ c: string }>(
          `SELECT commit_position::text AS c FROM projection_checkpoints WHERE name = $1`,
          [projection.name],
        )
      ).rows[0]?.c;
    const before = await stored();
    const transactions = jest.spyOn(db.dataSource, 'transaction');
    const queries = jest.spyOn(db.dataSource, 'query');
    const checkpointReads = () =>
      queries.mock.calls.filter(([sql]) => /^\s*SELECT [^;]* FROM projection_checkpoints/.test(sql)).length;
    runner.start();
    try {
      // Its first round reads the checkpoint once (the runner has just taken the projection's lock).
      await runner.waitFor((await append(s, 'Ignored')).position, 5000);
      queries.mockClear();
      for (let i = 0; i < 3; i++) {
        const appended = await append(s, 'Ignored');
        await runner.waitFor(appended.position, 5000); // a round each
      }
      const { position } = await append(s, 'Ignored');
      await runner.waitFor(position, 5000);
      // Read-your-writes holds, the stored checkpoint (what another instance waits on) moved, no row changed.
      expect(await stored()).toBe(position.commit.toString());
      expect(await stored()).not.toBe(before);
      expect((await counts())[s]).toBe(1);
      expect(transactions).not.toHaveBeenCalled();
      // The leader keeps the checkpoints it moved in memory: no round reads them back from the table.
      expect(checkpointReads()).toBe(0);
      transactions.mockRestore();
      queries.mockRestore();
      const counted = await append(s, 'Counted');
      await runner.waitFor(counted.position, 5000);
      expect((await counts())[s]).toBe(2);
    } finally {
      transactions.mockRestore();
      queries.mockRestore();
      await runner.stop();
    }
  });

  it('reports lag until caught up', async () => {
    const projection = new CountingProjection(`p-${randomUUID()}`);
    const runner = new ProjectionRunner(store, db.dataSource, [projection]);
    await runner.catchUp();
    await append(`s-${randomUUID()}`);
    await append(`s-${randomUUID()}`);
    expect((await runner.status())[0].lagEvents).toBe(2);
    await runner.catchUp();
    expect((await runner.status())[0].lagEvents).toBe(0);
    await runner.stop();
  });
});
