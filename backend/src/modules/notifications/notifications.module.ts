import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import { DevMailboxController } from './dev-mailbox/dev-mailbox.controller';
import { ListNotificationsController } from './list-notifications/list-notifications.controller';
import { MarkNotificationsReadHandler } from './mark-read/mark-notifications-read.handler';
import { MarkReadController } from './mark-read/mark-read.controller';
import { MESSAGE_TRANSPORT } from './outbox/message-transport.port';
import { messageTransportsFor } from './outbox/message-transports.factory';
import { OutboxDispatchService } from './outbox/outbox-dispatch.service';

/** The bell (notifications read model + read state) and the e-mail/SMS outbox: docs/decisions/invitations-notifications.md. */
@Module({
  imports: [IdentityModule],
  controllers: [ListNotificationsController, MarkReadController, DevMailboxController],
  providers: [
    MarkNotificationsReadHandler,
    // SMTP for e-mail, Twilio (or the console outside production) for texts: see the factory.
    {
      provide: MESSAGE_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => messageTransportsFor(config),
    },
    OutboxDispatchService,
  ],
})
export class NotificationsModule {}
