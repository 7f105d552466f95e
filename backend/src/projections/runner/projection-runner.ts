import { EventEmitter } from 'node:events';
import { DataSource } from 'typeorm';
import { AdvisoryLocks, WakeableSleep } from '../../infrastructure/database/advisory-locks';
import { EventStore, GlobalPosition, START_POSITION, comparePositions } from '../../event-store/event-store.port';
import { Projection } from './projection';

const LAG_CAP = 10000;

export interface ProjectionStatus {
  name: string;
  checkpoint: { commit: string; prepare: string };
  /** Events the projection has not applied yet (capped at 10,000). */
  lagEvents: number;
  leader: boolean;
  /** The last failure applying a batch, until a batch succeeds again. */
  lastError: { message: string; at: string } | null;
}

export class ProjectionTimeoutError extends Error {
  readonly code = 'PROJECTIONS.TIMEOUT';
  constructor(timeoutMs: number) {
    super(
      `Your change was saved, but the screens did not catch up within ${timeoutMs} ms. Refresh in a moment to see it.`,
    );
    this.name = 'ProjectionTimeoutError';
  }
}

interface RunnerOptions {
  batchSize?: number;
  /** How long the loop sleeps when there is nothing new (a nudge wakes it at once). */
  idleMs?: number;
  /** How often an instance that is not the leader retries for the lock. */
  lockRetryMs?: number;
  log?: (message: string) => void;
}

/**
 * Follows the store's global order and feeds each projection from its own checkpoint.
 * Each batch and its checkpoint commit in one transaction; a PostgreSQL advisory lock per
 * projection (held on a dedicated connection) makes one instance the only writer.
 */
export class ProjectionRunner {
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
    this.locks = new AdvisoryLocks(dataSource);
    this.events.setMaxListeners(0);
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

  /** Resolves once every projection has applied everything up to `position` (read-your-writes). */
  async waitFor(position: GlobalPosition, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await this.reached(position)) return;
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

  async status(): Promise<ProjectionStatus[]> {
    const result: ProjectionStatus[] = [];
    for (const projection of this.projections) {
      const checkpoint = await this.loadCheckpoint(projection.name);
      // Adapter-agnostic: count what a read from the checkpoint would still return (capped).
      const pending = await this.store.readAll({ after: checkpoint, maxCount: LAG_CAP + 1 });
      result.push({
        name: projection.name,
        checkpoint: { commit: checkpoint.commit.toString(), prepare: checkpoint.prepare.toString() },
        lagEvents: Math.min(pending.length, LAG_CAP),
        leader: this.leaderOf.has(projection.name),
        lastError: this.failures.get(projection.name) ?? null,
      });
    }
    return result;
  }

  /**
   * Empty every projection's tables and checkpoint, then replay all events. Refuses (rather than
   * racing) when another instance holds a projection's lock. Returns the number of events applied.
   */
  async rebuild(): Promise<number> {
    await this.acquireLocks();
    const missing = this.projections.filter((p) => !this.leaderOf.has(p.name)).map((p) => p.name);
    if (missing.length > 0) {
      throw new Error(`Another instance is running the projections ${missing.join(', ')}; stop it before rebuilding.`);
    }
    await this.reset();
    return this.catchUp();
  }

  private async reset(): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      for (const projection of this.projections) {
        for (const table of projection.tables) await tx.query(`TRUNCATE TABLE ${table}`);
        await tx.query(`DELETE FROM projection_checkpoints WHERE name = $1`, [projection.name]);
      }
    });
    this.checkpoints.clear();
  }

  private async runLoop(): Promise<void> {
    while (this.running) {
      let applied = 0;
      try {
        await this.acquireLocks();
        for (const projection of this.projections) {
          if (!this.running || !this.leaderOf.has(projection.name)) continue;
          // One failing projection (a bug, a poisoned event) must not stop the others: it stays at
          // its checkpoint, is retried next round, and /api/health reports it as degraded.
          try {
            applied += await this.processBatch(projection);
            this.failures.delete(projection.name);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            this.failures.set(projection.name, { message, at: new Date().toISOString() });
            this.options.log?.(
              `projection ${projection.name}: ${error instanceof Error ? (error.stack ?? message) : message}`,
            );
          }
        }
      } catch (error) {
        this.options.log?.(
          `projection runner: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        await this.releaseLocks();
      }
      if (applied === 0 && this.running) {
        const leadsAll = this.leaderOf.size === this.projections.length;
        await this.idle.sleep(leadsAll ? this.idleMs : this.lockRetryMs);
      }
    }
  }

  private async processBatch(projection: Projection): Promise<number> {
    const from = await this.currentCheckpoint(projection.name);
    const batch = await this.store.readAll({ after: from, maxCount: this.batchSize });
    if (batch.length === 0) return 0;
    const last = batch[batch.length - 1]!.position;
    await this.dataSource
      .transaction(async (tx) => {
        // Guard against a second writer (e.g. a lock lost with its connection): the row must still
        // hold the checkpoint this batch was read from, or the whole batch rolls back.
        const rows = await tx.query<Array<{ commit_position: string; prepare_position: string }>>(
          `SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
          [projection.name],
        );
        const stored = rows[0] ? toPosition(rows[0]) : START_POSITION;
        if (comparePositions(stored, from) !== 0) {
          throw new Error(`projection ${projection.name} moved under this runner; retrying from the stored checkpoint`);
        }
        for (const event of batch) await projection.apply(event, tx);
        await tx.query(
          `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, updated_at)
         VALUES ($1, $2, $3, now())
         ON CONFLICT (name) DO UPDATE SET commit_position = $2, prepare_position = $3, updated_at = now()`,
          [projection.name, last.commit.toString(), last.prepare.toString()],
        );
      })
      .catch((error: unknown) => {
        this.checkpoints.delete(projection.name);
        throw error;
      });
    this.checkpoints.set(projection.name, last);
    this.events.emit('advanced');
    return batch.length;
  }

  private async reached(position: GlobalPosition): Promise<boolean> {
    for (const projection of this.projections) {
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

  private async loadCheckpoint(name: string): Promise<GlobalPosition> {
    const rows = await this.dataSource.query<Array<{ commit_position: string; prepare_position: string }>>(
      `SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = $1`,
      [name],
    );
    return rows[0] ? toPosition(rows[0]) : START_POSITION;
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

function toPosition(row: { commit_position: string; prepare_position: string }): GlobalPosition {
  return { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
}
