import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore, GlobalPosition } from '../../event-store/event-store.port';
import { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

/**
 * Runs subscribers that WRITE EVENTS (process managers, platform ledger mirrors) on a runner of
 * their own, with their own checkpoints and locks: `projections:rebuild` resets every read model
 * and must never replay these. Handlers wait for them like for the read models, so an answer is
 * sent only once their effects exist.
 */
export abstract class EventSubscriberHost implements OnApplicationBootstrap, OnModuleDestroy {
  /** The hosts running in this process, for /api/health. */
  private static readonly running = new Set<EventSubscriberHost>();

  static runners(): ProjectionRunner[] {
    return [...EventSubscriberHost.running].map((host) => host.runner);
  }

  readonly runner: ProjectionRunner;

  protected constructor(name: string, store: EventStore, dataSource: DataSource, subscribers: Projection[]) {
    const logger = new Logger(name);
    this.runner = new ProjectionRunner(store, dataSource, subscribers, { log: (message) => logger.error(message) });
  }

  onApplicationBootstrap(): void {
    EventSubscriberHost.running.add(this);
    this.runner.start();
  }

  async onModuleDestroy(): Promise<void> {
    EventSubscriberHost.running.delete(this);
    await this.runner.stop();
  }

  waitFor(position: GlobalPosition, timeoutMs: number): Promise<void> {
    return this.runner.waitFor(position, timeoutMs);
  }
}
