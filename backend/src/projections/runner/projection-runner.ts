import { EventEmitter } from 'node:events';
import { DataSource } from 'typeorm';
import { AdvisoryLocks, WakeableSleep } from '../../infrastructure/database/advisory-locks';
import {
  EventStore,
  GlobalPosition,
  RecordedEvent,
  START_POSITION,
  comparePositions,
} from '../../event-store/event-store.port';
import { isDatabaseUnavailable } from '../../infrastructure/database/connection-faults';
import { ProjectionTimeoutError } from '../../infrastructure/event-sourcing/projection-timeout.error';
import { Projection, RowProjection, updatesOthers } from './projection';
import {
  Untouched,
  advanceCheckpoints,
  moveCheckpoint,
  readCheckpoint,
  readCheckpoints,
  resetProjections,
} from './projection-checkpoints';
import { ProjectionRows } from './projection-rows';
import { ProjectionStatus, ReadModels } from './read-models';
import { rebuildRows } from './rebuild-rows';

export { ProjectionTimeoutError };

const LAG_CAP = 10000;
/** Longest pause between retries while the database is unreachable (recovery within ~2 s of its return). */
const MAX_BACK_OFF_MS = 2000;
/** Reads of the log made this round, by the checkpoint they start after. */
type SharedReads = Map<string, Promise<RecordedEvent[]>>;

interface RunnerOptions {
  batchSize?: number;
  /** How long the loop sleeps when there is nothing new (a nudge wakes it at once). */
  idleMs?: number;
  /** How often an instance that is not the leader retries for the lock. */
  lockRetryMs?: number;
  /**
   * The shortest time between the starts of two rounds that applied FULL_ROUND events or more.
   * Under load, events arriving meanwhile share the next round: fewer, larger transactions for
   * PostgreSQL, at the cost of up to this much lag. A smaller round waits in proportion (1 event of
   * 16: 1/16 of it), so a lone player's write is not held back by pacing meant for a crowd.
   * 0 (the default): a round starts as soon as the last one ends.
   */
  minRoundMs?: number;
  /** Events per page of a rebuild (REBUILD_PAGE unless given; specs use tiny pages to force read-backs). */
  rebuildPageSize?: number;
  log?: (message: string) => void;
}

/**
 * Follows the store's global order and feeds each projection from its own checkpoint.
 * Each batch and its checkpoint commit in one transaction; a PostgreSQL advisory lock per
 * projection (held on a dedicated connection) makes one instance the only writer. The app runs two
 * on the projection worker's thread (the read models, the ledger subscribers); the app's thread
 * reaches them through ReadModels.
 */
export class ProjectionRunner implements Omit<ReadModels, 'subscribers'> {
  private readonly checkpoints = new Map<string, GlobalPosition>();
  private readonly leaderOf = new Set<string>();
  private readonly failures = new Map<string, { message: string; at: string }>();
  private readonly events = new EventEmitter();
  private readonly locks: AdvisoryLocks;
  private readonly idle = new WakeableSleep();
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly batchSize: number;
  private readonly idleMs: number;
  private readonly lockRetryMs: number;

  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    readonly projections: readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.idleMs = options.idleMs ?? 250;
    this.lockRetryMs = options.lockRetryMs ?? 1000;
    // A dropped lock connection means PostgreSQL released the locks: stop acting as the leader.
    this.locks = new AdvisoryLocks(dataSource, () => {
      this.leaderOf.clear();
      this.checkpoints.clear();
    });
    this.events.setMaxListeners(0);
  }

  /** Started and not stopped: only a running runner can be waited for. */
  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.runLoop();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.nudge();
    await this.loop;
    this.loop = null;
    await this.releaseLocks();
  }

  /** Wake the loop now (called after every append in this process). */
  nudge(): void {
    this.idle.wake();
  }

  /** Process everything available now, for the projections this instance leads. Returns events applied. */
  async catchUp(): Promise<number> {
    await this.acquireLocks();
    let total = 0;
    for (const projection of this.projections) {
      if (!this.leaderOf.has(projection.name)) continue;
      for (;;) {
        const applied = await this.processBatch(projection);
        total += applied;
        if (applied === 0) break;
      }
    }
    return total;
  }

  /**
   * Resolves once every projection (or those of `names` this runner applies) has applied everything
   * up to `position` (read-your-writes).
   */
  async waitFor(position: GlobalPosition, timeoutMs = 5000, names?: readonly string[]): Promise<void> {
    const projections = names ? this.projections.filter((p) => names.includes(p.name)) : this.projections;
    if (projections.length === 0) return;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await this.reached(position, projections)) return;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new ProjectionTimeoutError(timeoutMs);
      this.nudge();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(remaining, 50));
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.events.once('advanced', done);
      });
    }
  }

  /**
   * Where every projection has applied up to (the lowest checkpoint): what a read sees at least.
   * The leader's checkpoints are in memory; an instance that leads none reads them in one query.
   */
  async appliedThrough(): Promise<GlobalPosition> {
    const stored = this.leaderOf.size === this.projections.length ? null : await this.loadCheckpoints();
    let lowest: GlobalPosition | null = null;
    for (const projection of this.projections) {
      const known = this.leaderOf.has(projection.name)
        ? await this.currentCheckpoint(projection.name)
        : (stored?.get(projection.name) ?? START_POSITION);
      if (!lowest || comparePositions(known, lowest) < 0) lowest = known;
    }
    return lowest ?? START_POSITION;
  }

  /** Told each time a projection's checkpoint moves (after its batch committed). */
  onAdvanced(listener: () => void): void {
    this.events.on('advanced', listener);
  }

  /**
   * Cheap enough for every health check: one read of the store's head and one of the stored
   * checkpoints (the leader's own are in memory); events are counted only for a projection that is
   * behind, with an index-only count where the store offers one.
   */
  async status(): Promise<ProjectionStatus[]> {
    const head = await this.store.headPosition();
    const stored = await this.loadCheckpoints();
    const result: ProjectionStatus[] = [];
    for (const projection of this.projections) {
      const leader = this.leaderOf.has(projection.name);
      const checkpoint =
        (leader ? this.checkpoints.get(projection.name) : undefined) ?? stored.get(projection.name) ?? START_POSITION;
      result.push({
        name: projection.name,
        checkpoint: { commit: checkpoint.commit.toString(), prepare: checkpoint.prepare.toString() },
        lagEvents: comparePositions(checkpoint, head) >= 0 ? 0 : await this.countPending(checkpoint),
        leader,
        lastError: this.failures.get(projection.name) ?? null,
      });
    }
    return result;
  }

  private async countPending(after: GlobalPosition): Promise<number> {
    if (this.store.countAfter) return this.store.countAfter(after, LAG_CAP);
    return Math.min((await this.store.readAll({ after, maxCount: LAG_CAP + 1 })).length, LAG_CAP);
  }

  private loadCheckpoints(): Promise<Map<string, GlobalPosition>> {
    return readCheckpoints(
      this.dataSource.manager,
      this.projections.map((p) => p.name),
    );
  }

  /**
   * Empty every projection's tables and checkpoint, then replay all events (rebuildRows: one read
   * of the log, a transaction per projection). Refuses (rather than racing) when another instance
   * holds a projection's lock. Returns the number of events applied.
   */
  async rebuild(stats?: { readBacks?: number }): Promise<number> {
    await this.acquireLocks();
    const missing = this.projections.filter((p) => !this.leaderOf.has(p.name)).map((p) => p.name);
    if (missing.length > 0) {
      throw new Error(`Another instance is running the projections ${missing.join(', ')}; stop it before rebuilding.`);
    }
    const rowProjections = this.projections.filter((p): p is RowProjection => p instanceof RowProjection);
    if (rowProjections.length !== this.projections.length) {
      await this.reset();
      return this.catchUp();
    }
    const { applied, readBacks } = await rebuildRows(
      this.dataSource,
      this.store,
      rowProjections,
      this.options.rebuildPageSize,
    );
    if (stats) stats.readBacks = readBacks;
    this.checkpoints.clear();
    return applied;
  }

  private async reset(): Promise<void> {
    await this.dataSource.transaction((tx) => resetProjections(tx, this.projections));
    this.checkpoints.clear();
  }

  private async runLoop(): Promise<void> {
    let failedRounds = 0;
    while (this.running) {
      const roundStarted = performance.now();
      let applied = 0;
      let roundEvents = 0; // the most events one projection applied (applied counts each per projection)
      // Projections at the same checkpoint (all of them, once caught up) share one read of the log.
      const reads: SharedReads = new Map();
      const untouched: Untouched[] = [];
      try {
        await this.acquireLocks();
        const step = async (projection: Projection) => {
          if (!this.running || !this.leaderOf.has(projection.name)) return;
          // One failing projection (a bug, a poisoned event) must not stop the others: it stays at
          // its checkpoint, is retried next round, and /api/health reports it as degraded.
          try {
            const count = await this.processBatch(projection, reads, untouched); // (not `applied += await`: parallel)
            applied += count;
            roundEvents = Math.max(roundEvents, count);
            this.failures.delete(projection.name);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            this.failures.set(projection.name, { message, at: new Date().toISOString() });
            this.options.log?.(
              `projection ${projection.name}: ${error instanceof Error ? (error.stack ?? message) : message}`,
            );
          }
        };
        // The projections apply the round in parallel (a transaction each), so the round costs
        // about one projection's round trips, not the sum. One that only updates another's rows
        // (player-ratings on users) goes after the owners, which insert the rows it updates.
        await Promise.all(this.projections.filter((p) => !updatesOthers(p)).map(step));
        for (const projection of this.projections.filter(updatesOthers)) await step(projection);
        await this.advanceUntouched(untouched);
        failedRounds = 0;
      } catch (error) {
        // Typically the database is down or restarting: report once, then retry with back-off.
        if (failedRounds++ === 0 || !isDatabaseUnavailable(error)) {
          this.options.log?.(
            `projection runner: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
        }
        await this.releaseLocks().catch(() => undefined);
      }
      const pace = Math.min(1, roundEvents / FULL_ROUND);
      const gather = (this.options.minRoundMs ?? 0) * pace - (performance.now() - roundStarted);
      if (applied > 0 && gather > 0 && this.running) await new Promise((resolve) => setTimeout(resolve, gather));
      if (applied === 0 && this.running) {
        const leadsAll = this.leaderOf.size === this.projections.length;
        const backOff = Math.min(MAX_BACK_OFF_MS, 100 * 2 ** failedRounds);
        await this.idle.sleep(failedRounds > 0 ? backOff : leadsAll ? this.idleMs : this.lockRetryMs);
      }
    }
  }

  private async processBatch(
    projection: Projection,
    reads: SharedReads = new Map(),
    untouched?: Untouched[],
  ): Promise<number> {
    const from = await this.currentCheckpoint(projection.name);
    const readKey = `${from.commit}:${from.prepare}`;
    let read = reads.get(readKey);
    if (!read) {
      read = this.store.readAll({ after: from, maxCount: this.batchSize });
      reads.set(readKey, read);
    }
    const batch = await read;
    if (batch.length === 0) return 0;
    const last = batch[batch.length - 1]!.position;
    // A dry run first (in memory, as if no row existed yet) collects every row the batch looks up,
    // so the live batch reads them in one statement per table instead of one round trip per row.
    const probe = projection instanceof RowProjection ? ProjectionRows.probe(projection.schema) : null;
    if (probe && projection instanceof RowProjection) {
      let probed = false;
      try {
        for (const event of batch) if (projection.handles(event.type)) await projection.applyTo(event, probe.rows);
        probed = true;
      } catch {
        // The live run below decides (and reports) for real; what the probe saw so far is preloaded.
      }
      // A batch that neither reads nor writes any of the projection's rows (e.g. withdrawals for
      // the tournaments) needs no transaction of its own: the round advances all such checkpoints
      // in one statement (advanceUntouched).
      if (untouched && probed && probe.rows.untouched() && comparePositions(from, START_POSITION) !== 0) {
        untouched.push({ name: projection.name, from, to: last });
        return batch.length;
      }
    }
    // No transaction id until the batch's first write. The store shows an event only once every
    // transaction older than its own has ended, so an open transaction that has written holds back
    // every projection; the checkpoint guard therefore comes last, not as a lock taken first.
    await this.dataSource
      .transaction(async (tx) => {
        await projection.applyBatch(batch, tx, probe?.lookups);
        await moveCheckpoint(tx, projection.name, from, last);
      })
      .catch((error: unknown) => {
        this.checkpoints.delete(projection.name);
        throw error;
      });
    this.checkpoints.set(projection.name, last);
    this.events.emit('advanced');
    return batch.length;
  }

  /**
   * One statement for the checkpoints of every batch this round that changed no row. Each row must
   * still hold the checkpoint its batch was read from (the same guard as a batch's transaction);
   * one that moved is read again next round.
   */
  private async advanceUntouched(untouched: Untouched[]): Promise<void> {
    if (untouched.length === 0) return;
    const advanced = await advanceCheckpoints(this.dataSource.manager, untouched);
    for (const u of untouched) {
      if (advanced.has(u.name)) this.checkpoints.set(u.name, u.to);
      else this.checkpoints.delete(u.name);
    }
    this.events.emit('advanced');
  }

  private async reached(position: GlobalPosition, projections: readonly Projection[]): Promise<boolean> {
    for (const projection of projections) {
      const known = this.leaderOf.has(projection.name)
        ? await this.currentCheckpoint(projection.name)
        : await this.loadCheckpoint(projection.name);
      if (comparePositions(known, position) < 0) return false;
    }
    return true;
  }

  private async currentCheckpoint(name: string): Promise<GlobalPosition> {
    const cached = this.checkpoints.get(name);
    if (cached) return cached;
    const loaded = await this.loadCheckpoint(name);
    this.checkpoints.set(name, loaded);
    return loaded;
  }

  private loadCheckpoint(name: string): Promise<GlobalPosition> {
    return readCheckpoint(this.dataSource.manager, name);
  }

  private async acquireLocks(): Promise<void> {
    if (this.leaderOf.size === this.projections.length) return;
    for (const projection of this.projections) {
      if (this.leaderOf.has(projection.name)) continue;
      if (await this.locks.tryLock(`projection:${projection.name}`)) {
        this.leaderOf.add(projection.name);
        this.checkpoints.delete(projection.name);
      }
    }
  }

  private async releaseLocks(): Promise<void> {
    this.leaderOf.clear();
    this.checkpoints.clear();
    await this.locks.releaseAll();
  }
}

/** The events in a round from which the next one waits the whole minRoundMs (see RunnerOptions). */
const FULL_ROUND = 16;
