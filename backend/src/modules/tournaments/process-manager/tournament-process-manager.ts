/**
 * The durable process manager. It works from `tournament_process` (a read model: every event about
 * a tournament bumps its version), so after a crash it finds exactly the tournaments whose news it
 * had not handled yet, plus those whose deadline (start time, reservation expiry, confirmation
 * window) has come. It runs every second and on demand, on one instance at a time (a PostgreSQL
 * advisory lock held on a dedicated connection, like the projection runner).
 */
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';
import { Clock } from '../shared/clock';
import { TournamentStreams } from '../shared/tournament-streams';
import { TOURNAMENTS_CONFIG, TournamentsConfig } from '../shared/tournaments.config';
import { TournamentProcess } from './tournament-process';

const BATCH = 100;
const MAX_ROUNDS = 25;

@Injectable()
export class TournamentProcessManager implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TournamentProcessManager');
  private lockConnection: QueryRunner | null = null;
  private leader = false;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** The loop and on-demand runs take turns, so `runOnce` returns only after in-flight work is done. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly process: TournamentProcess,
    private readonly streams: TournamentStreams,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(TOURNAMENTS_CONFIG) private readonly config: TournamentsConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.runLoop();
  }

  async onModuleDestroy(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.turn.catch(() => undefined);
    await this.releaseLock();
  }

  /** Wake the loop now. */
  nudge(): void {
    this.wake?.();
  }

  /**
   * Handles everything due now, waiting for the read models between rounds so that the events its
   * own actions appended are seen too. Returns the number of events appended (tests, scripts).
   */
  runOnce(): Promise<number> {
    return this.inTurn(async () => {
      let total = 0;
      for (let round = 0; round < MAX_ROUNDS; round++) {
        await this.streams.settle();
        const { handled, appended } = await this.handleDue();
        total += appended;
        if (handled === 0) return total;
      }
      return total;
    });
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work, work);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private async runLoop(): Promise<void> {
    while (this.running) {
      try {
        await this.inTurn(() => this.handleDue());
      } catch (error) {
        this.logger.error(`process manager: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        await this.releaseLock();
      }
      if (this.running) await this.sleep(this.config.processIntervalMs);
    }
  }

  private async handleDue(): Promise<{ handled: number; appended: number }> {
    if (!(await this.acquireLock())) return { handled: 0, appended: 0 };
    const rows = (await this.dataSource.query(
      `SELECT tournament_id, version FROM tournament_process
        WHERE version > checked_version OR due_at <= $1
        ORDER BY due_at NULLS LAST, tournament_id LIMIT ${BATCH}`,
      [this.clock.now()],
    )) as Array<{ tournament_id: string; version: number }>;
    let appended = 0;
    for (const row of rows) {
      if (!this.running) break;
      try {
        const run = await this.process.run(row.tournament_id);
        appended += run.appended;
        // Only the version read before the step counts as handled: news that arrived meanwhile
        // has a higher version and brings the tournament back.
        await this.dataSource.query(
          `UPDATE tournament_process SET checked_version = GREATEST(checked_version, $2), due_at = $3 WHERE tournament_id = $1`,
          [row.tournament_id, row.version, run.dueAt],
        );
      } catch (error) {
        this.logger.error(`tournament ${row.tournament_id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
    return { handled: rows.length, appended };
  }

  private async acquireLock(): Promise<boolean> {
    if (this.leader) return true;
    if (!this.lockConnection) {
      this.lockConnection = this.dataSource.createQueryRunner();
      await this.lockConnection.connect();
    }
    const [{ locked }] = (await this.lockConnection.query(
      `SELECT pg_try_advisory_lock(hashtext('tournament-process-manager')) AS locked`,
    )) as Array<{ locked: boolean }>;
    this.leader = locked;
    return locked;
  }

  private async releaseLock(): Promise<void> {
    const connection = this.lockConnection;
    this.lockConnection = null;
    this.leader = false;
    if (connection && !connection.isReleased) {
      await connection.query(`SELECT pg_advisory_unlock_all()`).catch(() => undefined);
      await connection.release();
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }
}
