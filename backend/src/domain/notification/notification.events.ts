/**
 * Events of the stream `notifications-{userId}`: what the player has read. The notifications
 * themselves are a projection of other streams; only the reading is a fact of its own, recorded
 * as events so `projections:rebuild` restores the read state too. Kept off `user-{id}` so clicks
 * do not lengthen the stream every profile and rating command folds.
 */
export type NotificationRead = {
  type: 'NotificationRead';
  data: { userId: string; notificationId: string; readAt: string };
};

/** Marks read every notification of the user that exists at this event's place in the global order. */
export type AllNotificationsRead = {
  type: 'AllNotificationsRead';
  data: { userId: string; readAt: string };
};

export type NotificationReadEvent = NotificationRead | AllNotificationsRead;

export const notificationsStreamName = (userId: string): string => `notifications-${userId}`;
