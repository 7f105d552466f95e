import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGE_TRANSPORT, MessageTransport } from './message-transport.port';
import { OutboxDispatcher } from './outbox-dispatcher';

/** Runs the outbox dispatcher for the app's lifetime (every instance may run one: claims never overlap). */
@Injectable()
export class OutboxDispatchService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  readonly dispatcher: OutboxDispatcher;

  constructor(dataSource: DataSource, @Inject(MESSAGE_TRANSPORT) transport: MessageTransport) {
    this.dispatcher = new OutboxDispatcher(dataSource, transport, { log: (message) => this.logger.warn(message) });
  }

  onApplicationBootstrap(): void {
    this.dispatcher.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.dispatcher.stop();
  }
}
