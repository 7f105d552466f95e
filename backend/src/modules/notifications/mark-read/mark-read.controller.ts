import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { NotificationView, toNotificationView } from '../list-notifications/list-notifications.controller';
import { MarkNotificationsReadHandler } from './mark-notifications-read.handler';
import { MarkedAllReadSchema, NotificationSchema } from '../list-notifications/notification.schema';

@ApiTags('notifications')
@Controller('notifications')
@UseGuards(SignedInGuard)
export class MarkReadController {
  constructor(private readonly handler: MarkNotificationsReadHandler) {}

  @ApiOkResponse({ type: MarkedAllReadSchema })
  @Post('read-all')
  @HttpCode(200)
  async readAll(@Req() req: Request): Promise<{ message: string; marked: number }> {
    const marked = await this.handler.markAll(currentUser(req).id, commandContext(req));
    return { message: 'All notifications are marked as read.', marked };
  }

  @ApiOkResponse({ type: NotificationSchema })
  @Post(':id/read')
  @HttpCode(200)
  async readOne(@Param('id') id: string, @Req() req: Request): Promise<NotificationView> {
    return toNotificationView(await this.handler.markOne(currentUser(req).id, id, commandContext(req)));
  }
}
