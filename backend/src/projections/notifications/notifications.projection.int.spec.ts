import { randomUUID } from 'node:crypto';
import { projectionWorld } from '../projection.spec-helper';
import { ProjectionRunner } from '../runner/projection-runner';
import {
  append,
  at,
  lineupOf,
  openTournament,
  playAndSettle,
  register,
} from '../player-stats/tournament-stream.spec-helper';
import { invitationCreated } from '../invitations/invitation.spec-helper';
import { NotificationsProjection } from './notifications.projection';

describe('notifications projection (events in, rows out)', () => {
  const world = projectionWorld(() => [new NotificationsProjection()]);

  async function inbox(userId: string) {
    await world.runner.catchUp();
    const { rows } = await world.db.pool.query(
      `SELECT id, type, title, message, is_read, action_url, metadata FROM notifications WHERE user_id = $1 ORDER BY created_at, type`,
      [userId],
    );
    return rows;
  }
  const outbox = async (recipient: string) =>
    (
      await world.db.pool.query(
        `SELECT channel, recipient, subject, body, link, status FROM outbox WHERE recipient = $1 ORDER BY channel`,
        [recipient],
      )
    ).rows;

  it('tells a joining player and the players already in; the other team hears of a result; winners of their prize', async () => {
    const names = ['Ana', 'Bo', 'Cy', 'Di'];
    const players = await Promise.all(
      names.map((n) => register(world.store, n, `${n.toLowerCase()}-${randomUUID()}@example.test`)),
    );
    const lineup = lineupOf(players);
    const tournamentId = await openTournament(world.store, 'Friday Padel', lineup);

    const ana = await inbox(players[0]);
    expect(ana.map((n) => n.type)).toEqual(['player_joined', 'player_joined', 'player_joined', 'tournament_joined']);
    expect(ana.map((n) => n.message)).toContain('You joined Friday Padel on Team A. Good luck!');
    expect(ana.find((n) => n.message.startsWith('Bo'))).toMatchObject({
      message: 'Bo Test joined Friday Padel on Team A.',
      action_url: `/tournaments/${tournamentId}`,
      is_read: false,
    });
    expect((await inbox(players[3])).map((n) => n.type)).toEqual(['tournament_joined']);
    expect((await inbox(players[3]))[0].message).toBe('You joined Friday Padel on Team B. Good luck!');

    await playAndSettle(world.store, tournamentId, lineup, 1); // Ana (team 1) reports
    const di = await inbox(players[3]);
    // The helper settles through the confirmation window running out, which everyone is told.
    expect(di.map((n) => n.type).sort()).toEqual(['result_auto_confirmed', 'result_reported', 'tournament_joined']);
    expect(di.find((n) => n.type === 'result_reported')).toMatchObject({
      title: 'Result reported: confirm or dispute',
      message: 'Ana Test reported that Team A won Friday Padel. Please confirm or dispute the result.',
    });
    expect((await inbox(players[1])).map((n) => n.type)).not.toContain('result_reported');
    const bo = await inbox(players[1]);
    expect(bo[bo.length - 1]).toMatchObject({
      type: 'prize_paid',
      title: 'You won $19.00!',
      message: 'Your prize of $19.00 from Friday Padel is in your wallet.',
      action_url: '/wallet',
      metadata: { amount: '19.00', tournamentId },
    });
    const boEmail = (await world.db.pool.query(`SELECT email FROM notification_users WHERE user_id = $1`, [players[1]]))
      .rows[0].email;
    expect(await outbox(boEmail)).toEqual([
      expect.objectContaining({
        channel: 'email',
        subject: 'You won $19.00 in Friday Padel',
        link: '/wallet',
        status: 'pending',
      }),
    ]);
  });

  it('tells an invited account in the app and queues the e-mail and the text', async () => {
    const inviter = await register(world.store, 'Ana');
    const invitee = await register(world.store, 'Bo');
    const token = 'x'.repeat(43);
    await append(world.store, `invitation-${token}`, [
      invitationCreated({
        token,
        tournamentName: 'Sunday Smash',
        inviterId: inviter,
        inviterName: 'Ana Test',
        invitedEmail: 'bo-invite@example.test',
        invitedUserId: invitee,
        createdAt: at,
      }),
    ]);
    expect(await inbox(invitee)).toEqual([
      expect.objectContaining({
        type: 'tournament_invitation',
        message: 'Ana Test invited you to join Sunday Smash.',
        action_url: `/invite/${token}`,
      }),
    ]);
    expect(await outbox('bo-invite@example.test')).toEqual([
      expect.objectContaining({
        channel: 'email',
        subject: 'Ana Test invited you to play Sunday Smash',
        link: `/invite/${token}`,
      }),
    ]);
    expect((await outbox('bo-invite@example.test'))[0].body).toMatch(/^Hi Bo,\n/);
    expect(await outbox('+923001234567')).toEqual([
      expect.objectContaining({ channel: 'sms', link: `/invite/${token}` }),
    ]);
  });

  it('words wallet events and marks notifications read one by one or all at once', async () => {
    const userId = await register(world.store, 'Wal');
    const wallet = `wallet-${userId}`;
    await append(world.store, wallet, [
      {
        type: 'Deposited',
        data: {
          depositId: 'd1',
          amountCents: 12050,
          method: 'card',
          reference: 'pi',
          feeCents: 362,
          depositedAt: at,
          approvedBy: null,
        },
      },
      {
        type: 'DepositRejected',
        data: { depositId: 'd2', amountCents: 4000, reason: 'No matching transfer.', rejectedBy: 'a', rejectedAt: at },
      },
      {
        type: 'WithdrawalCompleted',
        data: {
          withdrawalId: 'w1',
          amountCents: 4000,
          feeCents: 100,
          netAmountCents: 3900,
          completedBy: 'a',
          completedAt: at,
        },
      },
      {
        type: 'WithdrawalRejected',
        data: { withdrawalId: 'w2', amountCents: 2000, reason: 'Account closed.', rejectedBy: 'a', rejectedAt: at },
      },
      {
        type: 'EntryFeeRefunded',
        data: { tournamentId: 'gone', reservationId: 'r', amountCents: 1000, reason: 'player_left', refundedAt: at },
      },
    ]);
    const rows = await inbox(userId);
    expect(rows.map((n) => [n.type, n.message])).toEqual(
      expect.arrayContaining([
        ['deposit_credited', '$120.50 was added to your wallet.'],
        ['deposit_rejected', 'Your deposit of $40.00 was not credited: No matching transfer.'],
        ['withdrawal_completed', '$39.00 is on its way to your bank account.'],
        ['withdrawal_rejected', 'Your withdrawal of $20.00 was returned to your balance: Account closed.'],
        ['entry_fee_refunded', '$10.00 from your match was returned to your wallet.'],
      ]),
    );
    await append(world.store, `notifications-${userId}`, [
      { type: 'NotificationRead', data: { userId, notificationId: rows[0].id, readAt: at } },
    ]);
    expect((await inbox(userId)).filter((n) => n.is_read).map((n) => n.id)).toEqual([rows[0].id]);
    await append(world.store, `notifications-${userId}`, [
      { type: 'AllNotificationsRead', data: { userId, readAt: at } },
    ]);
    expect((await inbox(userId)).every((n) => n.is_read)).toBe(true);
  });

  it('rebuilds the same notifications (read state included) without queueing any message twice', async () => {
    const snapshot = async () => (await world.db.pool.query(`SELECT * FROM notifications ORDER BY id`)).rows;
    const before = await snapshot();
    const outboxBefore = (await world.db.pool.query(`SELECT * FROM outbox ORDER BY id`)).rows;
    await world.runner.rebuild();
    expect(await snapshot()).toEqual(before);
    expect((await world.db.pool.query(`SELECT * FROM outbox ORDER BY id`)).rows).toEqual(outboxBefore);
  });

  it('queues no message for an event older than a day (a replay must not mail the past)', async () => {
    const later = new ProjectionRunner(world.store, world.db.dataSource, [
      new NotificationsProjection({ now: () => Date.now() + 25 * 3600 * 1000 }),
    ]);
    await world.runner.stop();
    const userId = await register(world.store, 'Late');
    const token = 'y'.repeat(43);
    await append(world.store, `invitation-${token}`, [
      invitationCreated({
        token,
        tournamentName: 'Old',
        inviterId: userId,
        inviterName: 'Late Test',
        invitedEmail: 'old@example.test',
        invitedPhone: null,
        invitedName: null,
        createdAt: at,
      }),
    ]);
    await later.catchUp();
    await later.stop();
    expect(await outbox('old@example.test')).toEqual([]);
  });
});
