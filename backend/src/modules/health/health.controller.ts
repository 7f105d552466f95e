import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EVENT_STORE, EventStore } from '../../event-store/event-store.port';
import { DatabaseProbe } from '../../infrastructure/database/database-probe';
import { ProjectionStatus, ReadModels } from '../../projections/runner/read-models';

/** A load balancer may poll health many times a second; the answer is computed at most once per second. */
const CACHE_MS = 1000;

type HealthReport =
  | {
      status: 'ok' | 'degraded';
      database: 'up';
      durability: NonNullable<Awaited<ReturnType<DatabaseProbe['check']>>['durability']>;
      eventStore: EventStore['kind'];
      projections: ProjectionStatus[];
      subscribers: ProjectionStatus[];
      maxProjectionLag: number;
      time: string;
    }
  | {
      status: 'down';
      database: 'down';
      message: string;
      code: 'HEALTH.DATABASE_DOWN';
      eventStore: EventStore['kind'];
      time: string;
    };

@ApiTags('health')
@Controller('health')
export class HealthController {
  private cached: { at: number; report: Promise<HealthReport> } | null = null;

  constructor(
    private readonly probe: DatabaseProbe,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ReadModels,
  ) {}

  /**
   * 200 while the database answers, with its durability settings and each projection's lag (events
   * not yet applied); "degraded" when a read model is stuck (see lastError). 503 with
   * `database: "down"` while PostgreSQL cannot be reached.
   */
  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at >= CACHE_MS) this.cached = { at: now, report: this.compute() };
    const report = await this.cached.report;
    res.status(report.database === 'up' ? 200 : 503);
    return report;
  }

  private async compute(): Promise<HealthReport> {
    const database = await this.probe.check();
    try {
      if (!database.up || !database.durability) throw new Error(database.error ?? 'no answer');
      const projections = await this.runner.status();
      // Subscribers that write events (platform ledger mirrors); a lag here delays money answers too.
      const subscribers = await this.runner.subscribers.status();
      const all = [...projections, ...subscribers];
      return {
        // Still 200: the API serves; "degraded" tells operators a read model is stuck (see lastError).
        status: all.some((p) => p.lastError !== null) ? 'degraded' : 'ok',
        database: 'up',
        durability: database.durability,
        eventStore: this.store.kind,
        projections,
        subscribers,
        maxProjectionLag: all.reduce((max, p) => Math.max(max, p.lagEvents), 0),
        time: new Date().toISOString(),
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        status: 'down',
        database: 'down',
        message: `The database is not reachable (${reason}). Requests that need it fail until it is back.`,
        code: 'HEALTH.DATABASE_DOWN',
        eventStore: this.store.kind,
        time: new Date().toISOString(),
      };
    }
  }
}
