import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
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

/** What anyone may read: the status, with no host, port, version, setting or error text. */
type PublicHealth =
  | { status: 'ok' | 'degraded'; database: 'up' }
  | { status: 'down'; database: 'down'; message: string; code: 'HEALTH.DATABASE_DOWN' };

const PUBLIC_DOWN_MESSAGE = 'The database is not reachable. Requests that need it fail until it is back.';

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
   * 200 while the database answers; "degraded" when a read model is stuck. 503 with
   * `database: "down"` while PostgreSQL cannot be reached. Only a signed-in admin sees the details:
   * the database's durability settings, each projection's lag and last error, the reason the
   * database is down (its driver error names the host and port). Anyone else, a load balancer
   * included, gets the status alone.
   */
  @Get()
  async health(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HealthReport | PublicHealth> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at >= CACHE_MS) this.cached = { at: now, report: this.compute() };
    const report = await this.cached.report;
    res.status(report.database === 'up' ? 200 : 503);
    const admin = req.isAuthenticated?.() === true && (req.user as { isAdmin?: boolean } | undefined)?.isAdmin === true;
    if (admin) return report;
    return report.database === 'up'
      ? { status: report.status, database: 'up' }
      : { status: 'down', database: 'down', message: PUBLIC_DOWN_MESSAGE, code: 'HEALTH.DATABASE_DOWN' };
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
