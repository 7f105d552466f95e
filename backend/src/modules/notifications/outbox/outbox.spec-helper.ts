import { NotificationsProjection } from '../../../projections/notifications/notifications.projection';
import { invitationCreated } from '../../../projections/invitations/invitation.spec-helper';
import { ProjectionWorld, projectionWorld } from '../../../projections/projection.spec-helper';

export interface OutboxWorld extends ProjectionWorld {
  /** The dispatcher's clock, ahead of the store's so that everything queued in a test is due; tests move it on. */
  clock: Date;
  now: () => Date;
  /** An invitation by e-mail and phone: the notifications projection queues two messages. Returns its token. */
  queueInvitation(): Promise<string>;
}

/**
 * The set-up the outbox specs share: a projection world with the notifications projection (which
 * queues the messages), an empty outbox and a fresh clock before each test. Call it inside `describe`.
 */
export function outboxWorld(): OutboxWorld {
  const world = projectionWorld(() => [new NotificationsProjection()]) as OutboxWorld;
  world.now = () => world.clock;
  world.queueInvitation = async () => {
    const created = invitationCreated({ createdAt: world.clock.toISOString() });
    await world.append(`invitation-${created.data.token}`, [created]);
    await world.runner.catchUp();
    return created.data.token;
  };
  beforeEach(async () => {
    await world.db.pool.query(`DELETE FROM outbox`);
    world.clock = new Date(Date.now() + 10_000);
  });
  return world;
}
