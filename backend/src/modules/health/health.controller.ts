import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../event-store/event-store.port';
import { EventSubscriberHost } from '../../projections/runner/event-subscriber-host';
import { ProjectionRunner } from '../../projections/runner/projection-runner';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  /** 200 once the app can serve, with each projection's lag (events not yet applied). */
  @Get()
  async health() {
    await this.dataSource.query('SELECT 1');
    const projections = await this.runner.status();
    // Subscribers that write events (platform ledger mirrors); a lag here delays money answers too.
    const subscribers = (await Promise.all(EventSubscriberHost.runners().map((runner) => runner.status()))).flat();
    const failing = [...projections, ...subscribers].filter((p) => p.lastError !== null);
    return {
      // Still 200: the API serves; "degraded" tells operators a read model is stuck (see lastError).
      status: failing.length === 0 ? 'ok' : 'degraded',
      database: 'up',
      eventStore: this.store.kind,
      projections,
      subscribers,
      maxProjectionLag: [...projections, ...subscribers].reduce((max, p) => Math.max(max, p.lagEvents), 0),
      time: new Date().toISOString(),
    };
  }
}
