import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore, GlobalPosition } from '../../../event-store/event-store.port';
import { PlatformLedgerProcessManager } from '../../../projections/wallet/platform-ledger.process-manager';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';

/**
 * Runs the platform-ledger process manager on a runner of its own: it writes events, not rows, so
 * `projections:rebuild` (which resets every read model's checkpoint) must never include it.
 * Handlers wait for it like for the read models, so an answer is sent only once the platform
 * streams show the money too.
 */
@Injectable()
export class PlatformLedgerSubscriber implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PlatformLedger');
  readonly runner: ProjectionRunner;

  constructor(@Inject(EVENT_STORE) store: EventStore, dataSource: DataSource) {
    this.runner = new ProjectionRunner(store, dataSource, [new PlatformLedgerProcessManager(store)], {
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
