import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import { ListNotificationsController } from './list-notifications/list-notifications.controller';
import { MarkNotificationsReadHandler } from './mark-read/mark-notifications-read.handler';
import { MarkReadController } from './mark-read/mark-read.controller';
import { ConsoleMessageTransport } from './outbox/console-message-transport';
import { MESSAGE_TRANSPORT } from './outbox/message-transport.port';
import { OutboxDispatchService } from './outbox/outbox-dispatch.service';

/** The bell (notifications read model + read state) and the e-mail/SMS outbox: docs/decisions/invitations-notifications.md. */
@Module({
  imports: [IdentityModule],
  controllers: [ListNotificationsController, MarkReadController],
  providers: [
    MarkNotificationsReadHandler,
    // Only the development adapter exists yet: it logs each message instead of sending it.
    {
      provide: MESSAGE_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ConsoleMessageTransport(`http://localhost:${config.port}`),
    },
    OutboxDispatchService,
  ],
})
export class NotificationsModule {}
