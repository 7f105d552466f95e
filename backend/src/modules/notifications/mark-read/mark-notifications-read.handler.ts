import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../domain/shared/decider';
import { NotificationReadEvent, notificationsStreamName } from '../../../domain/notification/notification.events';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { NotificationRow } from '../../../projections/notifications/notification.entity';
import { ReadModels } from '../../../projections/runner/read-models';

const notFound = () => new DomainError('NOTIFICATION.NOT_FOUND', 'This notification does not exist.', 'not_found');

/**
 * Reading is recorded as events on `notifications-{userId}` (see the events' file for why).
 * The only rule is "your own, existing notification", checked on the read model; a repeat is
 * harmless: a read notification appends nothing, and the single-read event id is derived from
 * the notification, so a retried request is an idempotent append.
 */
@Injectable()
export class MarkNotificationsReadHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly runner: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async markOne(userId: string, notificationId: string, context: CommandContext): Promise<NotificationRow> {
    const row = await this.dataSource.getRepository(NotificationRow).findOne({ where: { id: notificationId, userId } });
    if (!row) throw notFound();
    if (row.isRead) return row;
    const event: NotificationReadEvent = {
      type: 'NotificationRead',
      data: { userId, notificationId, readAt: new Date().toISOString() },
    };
    await this.append(userId, event, deterministicUuid('NotificationRead', notificationId), context);
    return { ...row, isRead: true };
  }

  /** Returns how many were unread. */
  async markAll(userId: string, context: CommandContext): Promise<number> {
    const unread = await this.dataSource.getRepository(NotificationRow).count({ where: { userId, isRead: false } });
    if (unread === 0) return 0;
    const event: NotificationReadEvent = {
      type: 'AllNotificationsRead',
      data: { userId, readAt: new Date().toISOString() },
    };
    await this.append(userId, event, randomUUID(), context);
    return unread;
  }

  private async append(
    userId: string,
    event: NotificationReadEvent,
    id: string,
    context: CommandContext,
  ): Promise<void> {
    const appended = await this.store.appendToStream(
      notificationsStreamName(userId),
      [
        {
          id,
          type: event.type,
          data: event.data,
          metadata: {
            correlationId: context.correlationId,
            causationId: context.correlationId,
            actorUserId: context.actorUserId,
          },
        },
      ],
      // No invariant spans the stream's events, so no revision check is needed.
      { expectedRevision: 'any' },
    );
    await this.runner.waitFor(appended.position, this.config.projectionWaitTimeoutMs);
  }
}
