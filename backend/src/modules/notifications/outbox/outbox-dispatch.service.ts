import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ChannelTransport } from './channel-transport';
import { MESSAGE_TRANSPORT, MessageTransport } from './message-transport.port';
import { messagingStartupNotes } from './message-transports.factory';
import { OutboxDispatcher } from './outbox-dispatcher';

/** Runs the outbox dispatcher for the app's lifetime (every instance may run one: claims never overlap). */
@Injectable()
export class OutboxDispatchService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  readonly dispatcher: OutboxDispatcher;

  constructor(
    dataSource: DataSource,
    @Inject(MESSAGE_TRANSPORT) private readonly transport: MessageTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.dispatcher = new OutboxDispatcher(dataSource, transport, {
      log: (message) => this.logger.warn(message),
      // Only channels that can really be sent are claimed; the others stay queued.
      ...(transport instanceof ChannelTransport ? { channels: transport.channels } : {}),
    });
  }

  onApplicationBootstrap(): void {
    for (const note of messagingStartupNotes(this.config)) this.logger.warn(note);
    this.dispatcher.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.dispatcher.stop();
    if ('close' in this.transport && typeof this.transport.close === 'function') (this.transport.close as () => void)();
  }
}
