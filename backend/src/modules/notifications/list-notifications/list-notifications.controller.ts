import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { NotificationRow } from '../../../projections/notifications/notification.entity';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { NotificationSchema } from './notification.schema';

/** The notification JSON; its OpenAPI schema is the type, so the two cannot drift apart. */
export type NotificationView = NotificationSchema;

export const NOTIFICATIONS_SHOWN = 50;

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    actionUrl: row.actionUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

@ApiTags('notifications')
@Controller('notifications')
export class ListNotificationsController {
  constructor(private readonly dataSource: DataSource) {}

  /** The signed-in player's latest notifications, newest first. */
  @ApiOkResponse({ type: [NotificationSchema] })
  @Get()
  @UseGuards(SignedInGuard)
  async list(@Req() req: Request): Promise<NotificationView[]> {
    const rows = await this.dataSource.getRepository(NotificationRow).find({
      where: { userId: currentUser(req).id },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: NOTIFICATIONS_SHOWN,
    });
    return rows.map(toNotificationView);
  }
}
