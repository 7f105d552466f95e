/**
 * The durable process manager. It works from `tournament_process` (a read model: every event about
 * a tournament bumps its version), so after a crash it finds exactly the tournaments whose news it
 * had not handled yet, plus those whose deadline (start time, reservation expiry, confirmation
 * window) has come. It runs every second and on demand, on one instance at a time (a PostgreSQL
 * advisory lock held on a dedicated connection, like the projection runner).
 */
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdvisoryLocks, WakeableSleep } from '../../../infrastructure/database/advisory-locks';
import { Clock } from '../shared/clock';
import { TournamentStreams } from '../shared/tournament-streams';
import { TOURNAMENTS_CONFIG, TournamentsConfig } from '../shared/tournaments.config';
import { TournamentProcess } from './tournament-process';

const BATCH = 100;
const MAX_ROUNDS = 25;
const LOCK_KEY = 'tournament-process-manager';

@Injectable()
export class TournamentProcessManager implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TournamentProcessManager');
  private readonly locks: AdvisoryLocks;
  private readonly idle = new WakeableSleep();
  private running = false;
  private loop: Promise<void> | null = null;
  /** The loop and on-demand runs take turns, so `runOnce` returns only after in-flight work is done. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly process: TournamentProcess,
    private readonly streams: TournamentStreams,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(TOURNAMENTS_CONFIG) private readonly config: TournamentsConfig,
  ) {
    this.locks = new AdvisoryLocks(dataSource);
  }

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.runLoop();
  }

  async onModuleDestroy(): Promise<void> {
    this.running = false;
    this.idle.wake();
    await this.loop;
    await this.turn.catch(() => undefined);
    await this.locks.releaseAll();
  }

  /** Wake the loop now. */
  nudge(): void {
    this.idle.wake();
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
        this.logger.error(
          `process manager: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        await this.locks.releaseAll();
      }
      if (this.running) await this.idle.sleep(this.config.processIntervalMs);
    }
  }

  private async handleDue(): Promise<{ handled: number; appended: number }> {
    if (!(await this.locks.tryLock(LOCK_KEY))) return { handled: 0, appended: 0 };
    const rows = await this.dataSource.query<Array<{ tournament_id: string; version: number }>>(
      // Two index scans (news: the partial index; deadlines: due_at) instead of an OR over every row.
      `SELECT tournament_id, version FROM (
         (SELECT tournament_id, version, due_at FROM tournament_process WHERE version > checked_version
           ORDER BY due_at NULLS LAST, tournament_id LIMIT ${BATCH})
         UNION
         (SELECT tournament_id, version, due_at FROM tournament_process WHERE due_at <= $1
           ORDER BY due_at, tournament_id LIMIT ${BATCH})
       ) work
       ORDER BY due_at NULLS LAST, tournament_id LIMIT ${BATCH}`,
      [this.clock.now()],
    );
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
        this.logger.error(
          `tournament ${row.tournament_id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
    }
    return { handled: rows.length, appended };
  }
}
