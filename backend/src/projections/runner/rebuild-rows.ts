import { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { EventStore, START_POSITION } from '../../event-store/event-store.port';
import { Projection, RowProjection, updatesOthers } from './projection';
import { resetProjections, saveCheckpoint } from './projection-checkpoints';

/**
 * Events read per page during a rebuild (the next page is read while this one is applied). Each
 * page ends with a flush and an eviction, so the pages in flight are most of the rebuild's memory:
 * 5,000 kept the peak heap at about 240 MB on the 200,000-event bench log (20,000: 440 MB) for the
 * same CPU, and nothing dropped was read back.
 */
export const REBUILD_PAGE = 5_000;

/** Events a rebuild applies between two turns of the event loop (see rebuildRows). */
const YIELD_EVERY = 250;

/**
 * Empties the row projections' tables and checkpoints and replays every event into them
 * (ProjectionRunner.rebuild calls it holding every projection's lock). Returns the events applied
 * and the rows read back after an eviction.
 *
 * One read of the log, shared by all projections. Each projection that owns its tables works in
 * one transaction of its own for the whole rebuild (TRUNCATE, its rows, its checkpoint), so
 * readers see the old read model until the new one commits (they wait on the table lock while
 * it is rebuilt). After each page of events its changed rows go out as set-based statements in
 * the background (PostgreSQL inserts while Node applies the next page), and rows not used since
 * the previous page are dropped from memory (read back if asked for again), so memory follows the
 * rows in use rather than the size of the read models. A projection that only updates another's
 * rows (player-ratings on users) keeps its rows in memory and writes after the owners commit.
 */
export async function rebuildRows(
  dataSource: DataSource,
  store: EventStore,
  projections: readonly RowProjection[],
  pageSize = REBUILD_PAGE,
): Promise<{ applied: number; readBacks: number }> {
  const transactions = new Map<string, EntityManager>();
  const tx = (p: Projection) => transactions.get(p.name)!;
  const states = projections.map((p) => ({
    projection: p,
    rows: p.rows('complete', () => tx(p)),
    streams: !updatesOthers(p),
    writing: Promise.resolve<unknown>(undefined),
  }));
  const streaming = states.filter((state) => state.streams);
  const runners: QueryRunner[] = [];
  let applied = 0;
  let after = START_POSITION;
  try {
    for (const state of streaming) {
      const runner = dataSource.createQueryRunner();
      runners.push(runner);
      await runner.connect();
      await runner.startTransaction();
      transactions.set(state.projection.name, runner.manager);
      await resetProjections(runner.manager, [state.projection]);
    }
    // The projections that act on each event type (in their order), worked out once per type.
    const byType = new Map<string, typeof states>();
    const statesFor = (type: string) => {
      let found = byType.get(type);
      if (!found) byType.set(type, (found = states.filter((state) => state.projection.handles(type))));
      return found;
    };
    let next = store.readAll({ after, maxCount: pageSize });
    for (;;) {
      const page = await next;
      if (page.length === 0) break;
      after = page[page.length - 1]!.position; // not empty: left the loop above when it was
      next = store.readAll({ after, maxCount: pageSize });
      next.catch(() => undefined); // awaited (and thrown) at the next page; not unhandled if we stop first
      for (let i = 0; i < page.length; i++) {
        const event = page[i]!;
        for (const state of statesFor(event.type)) {
          const applying = state.projection.applyTo(event, state.rows);
          if (applying) await applying; // a promise only when a row had to be read back
        }
        // Applying awaits only settled values, so without this the event loop would not read a
        // socket until the page is done: the background flush would send its next statement, and
        // the next page's read arrive, only then.
        if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
      }
      applied += page.length;
      for (const state of streaming) {
        await state.writing; // the previous page's statements are done: its rows may be dropped
        state.rows.evict();
        state.writing = state.rows.flush(true);
        state.writing.catch(() => undefined); // awaited (and thrown) at the next page or the end
      }
    }
    for (const state of streaming) {
      await state.writing;
      await state.rows.flush();
      if (applied > 0) await saveCheckpoint(tx(state.projection), state.projection.name, after);
    }
    for (const runner of runners) await runner.commitTransaction();
  } catch (error) {
    for (const runner of runners)
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    for (const runner of runners) await runner.release().catch(() => undefined);
  }
  // The rows the owners have just committed are the ones these update.
  for (const state of states.filter((s) => !s.streams)) {
    await dataSource.transaction(async (manager) => {
      transactions.set(state.projection.name, manager);
      await resetProjections(manager, [state.projection]);
      await state.rows.flush();
      if (applied > 0) await saveCheckpoint(manager, state.projection.name, after);
    });
  }
  return { applied, readBacks: states.reduce((sum, state) => sum + state.rows.readBacks, 0) };
}
