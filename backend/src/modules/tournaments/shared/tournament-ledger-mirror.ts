import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore, GlobalPosition } from '../../../event-store/event-store.port';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { TournamentPlatformLedger } from '../../../projections/tournaments/tournament-platform-ledger';

/**
 * Mirrors the platform fee of each settlement into `platform-revenue`, on a runner of its own
 * (like the wallet's PlatformLedgerSubscriber): it writes events, not rows, so a read-model
 * rebuild must not include it. Handlers wait for it, so an answer comes once the mirror exists.
 */
@Injectable()
export class TournamentLedgerMirror implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TournamentLedgerMirror');
  readonly runner: ProjectionRunner;

  constructor(@Inject(EVENT_STORE) store: EventStore, dataSource: DataSource) {
    this.runner = new ProjectionRunner(store, dataSource, [new TournamentPlatformLedger(store)], {
      log: (message) => this.logger.error(message),
    });
  }

  onApplicationBootstrap(): void {
    this.runner.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.runner.stop();
  }

  waitFor(position: GlobalPosition, timeoutMs: number): Promise<void> {
    return this.runner.waitFor(position, timeoutMs);
  }
}
