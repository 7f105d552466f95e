import { Module } from '@nestjs/common';
import { SupportInboxController } from './inbox/support-inbox.controller';
import { SendSupportMessageController } from './send-message/send-message.controller';

/** The contact form and the admins' support inbox (plain rows: no money, so not event-sourced). */
@Module({ controllers: [SendSupportMessageController, SupportInboxController] })
export class SupportModule {}
