import { startTestApp, TestApp } from '../../../test/test-app';
import { allProjections } from '../../projections/all-projections';
import { ProjectionRunner } from '../../projections/runner/projection-runner';
import {
  Player,
  createTournament,
  join,
  player,
  playTournament,
  types,
} from '../stats/shared/tournament-play.spec-helper';
import { bank } from '../wallet/shared/wallet.spec-helper';
import { ChannelTransport } from './outbox/channel-transport';
import { ConsoleMessageTransport } from './outbox/console-message-transport';
import { MESSAGE_TRANSPORT } from './outbox/message-transport.port';
import { OutboxDispatchService } from './outbox/outbox-dispatch.service';

describe('notifications API and the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const bell = async (p: Player) => (await p.agent.get('/api/notifications')).body as Array<Record<string, unknown>>;

  it('tells players who joined, newest first; marks one read, then all, as events on notifications-{userId}', async () => {
    const ana = await player(t, '100.00', { firstName: 'Ana', lastName: 'Lopez' });
    const bo = await player(t, '100.00', { firstName: 'Bo', lastName: 'Kim' });
    const id = await createTournament(t, ana, 'Friday Padel');
    await join(bo, id, 2, 1);

    const list = await ana.agent.get('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: expect.any(String),
        type: 'player_joined',
        title: 'A player joined your match',
        message: 'Bo Kim joined Friday Padel on Team B.',
        isRead: false,
        actionUrl: `/tournaments/${id}`,
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        type: 'tournament_joined',
        message: 'You joined Friday Padel on Team A. Good luck!',
        isRead: false,
      }),
    ]);
    expect((await bell(bo)).map((n) => n.type)).toEqual(['tournament_joined']);

    const first = list.body[0].id as string;
    const read = await ana.agent.post(`/api/notifications/${first}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first, isRead: true });
    expect((await bell(ana)).map((n) => n.isRead)).toEqual([true, false]);
    expect((await ana.agent.post(`/api/notifications/${first}/read`)).status).toBe(200);
    const stream = await t.streamEvents(`notifications-${ana.id}`);
    expect(stream).toEqual([
      expect.objectContaining({
        type: 'NotificationRead',
        data: { userId: ana.id, notificationId: first, readAt: expect.any(String) },
      }),
    ]);

    const all = await ana.agent.post('/api/notifications/read-all');
    expect([all.status, all.body]).toEqual([200, { message: 'All notifications are marked as read.', marked: 1 }]);
    expect((await bell(ana)).every((n) => n.isRead)).toBe(true);
    expect((await ana.agent.post('/api/notifications/read-all')).body.marked).toBe(0);
    expect(types(await t.streamEvents(`notifications-${ana.id}`))).toEqual([
      'NotificationRead',
      'AllNotificationsRead',
    ]);
    expect((await bell(bo)).map((n) => n.isRead)).toEqual([false]);
  });

  it('answers 404 for a notification that is not yours, and 401 when signed out', async () => {
    const ana = await player(t);
    const bo = await player(t);
    await createTournament(t, ana);
    const [mine] = await bell(ana);
    const res = await bo.agent.post(`/api/notifications/${String(mine.id)}/read`);
    expect([res.status, res.body.message]).toEqual([404, 'This notification does not exist.']);
    expect((await bo.agent.post('/api/notifications/nope/read')).status).toBe(404);
    expect(await t.streamEvents(`notifications-${bo.id}`)).toEqual([]);
    expect((await t.agent().get('/api/notifications')).status).toBe(401);
    expect((await t.agent().post('/api/notifications/read-all')).status).toBe(401);
  });

  it('asks the other team to confirm a reported result and tells winners of their prize', async () => {
    const players = await Promise.all([0, 1, 2, 3].map(() => player(t)));
    const id = await playTournament(t, players, 1, 'Title Match');
    const rival = await bell(players[2]);
    expect(rival.map((n) => n.type)).toContain('result_reported');
    expect((await bell(players[1])).map((n) => n.type)).not.toContain('result_reported');
    const [latest] = await bell(players[1]);
    expect(latest).toMatchObject({
      type: 'prize_paid',
      title: 'You won $19.00!',
      message: 'Your prize of $19.00 from Title Match is in your wallet.',
      actionUrl: '/wallet',
    });
    const mails = (
      await t.db.pool.query(
        `SELECT recipient, subject FROM outbox WHERE subject LIKE 'You won%' AND body LIKE '%Title Match%'`,
      )
    ).rows;
    expect(mails.map((m) => m.recipient).sort()).toEqual([players[0].email, players[1].email].sort());
    expect((await bell(players[3])).some((n) => n.actionUrl === `/tournaments/${id}`)).toBe(true);
  });

  it('tells a player about deposits and withdrawals, credited or rejected', async () => {
    const p = await player(t, '100.00');
    const admin = await t.admin();
    const deposit = await p.agent
      .post('/api/wallet/deposit')
      .send({ amount: '50', paymentMethod: 'bank_transfer', transactionReference: `N-${p.id}` });
    await admin.post(`/api/admin/deposits/${deposit.body.id}/approve`).send({ reason: 'ok' });
    const rejectedDeposit = await p.agent
      .post('/api/wallet/deposit')
      .send({ amount: '20', paymentMethod: 'bank_transfer', transactionReference: `R-${p.id}` });
    await admin.post(`/api/admin/deposits/${rejectedDeposit.body.id}/reject`).send({ reason: 'No matching transfer.' });
    const w1 = await p.agent.post('/api/wallet/withdraw').send({ amount: '40', ...bank });
    await admin.post(`/api/admin/withdrawals/${w1.body.id}/complete`).send({ reason: 'sent' });
    const w2 = await p.agent.post('/api/wallet/withdraw').send({ amount: '20', ...bank });
    await admin.post(`/api/admin/withdrawals/${w2.body.id}/reject`).send({ reason: 'Account closed.' });
    expect((await bell(p)).map((n) => [n.type, n.message, n.actionUrl])).toEqual([
      ['withdrawal_rejected', 'Your withdrawal of $20.00 was returned to your balance: Account closed.', '/wallet'],
      ['withdrawal_completed', '$39.00 is on its way to your bank account.', '/wallet'],
      ['deposit_rejected', 'Your deposit of $20.00 was not credited: No matching transfer.', '/wallet'],
      ['deposit_credited', '$50.00 was added to your wallet.', '/wallet'],
    ]);
  });

  it('without SMTP_URL keeps the e-mail queued and logs the text through the development transport', async () => {
    // Spied before anything is queued: the app's own dispatcher loop may be the one that sends.
    const channels = t.running.app.get<ChannelTransport>(MESSAGE_TRANSPORT, { strict: false });
    const transport = channels.transportFor('sms') as ConsoleMessageTransport;
    expect(channels.transportFor('email')).toBeUndefined();
    const log = jest.spyOn(transport.logger, 'log').mockImplementation(() => undefined);
    const host = await player(t);
    const id = await createTournament(t, host, 'Outbox Open');
    const res = await host.agent
      .post(`/api/tournaments/${id}/invitations`)
      .send({ email: 'outbox-guest@example.test', phone: '03009876543' });
    expect(res.status).toBe(201);
    const dispatcher = t.running.app.get(OutboxDispatchService, { strict: false }).dispatcher;
    await dispatcher.dispatchDue();
    await dispatcher.dispatchDue();
    const mine = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(res.body.link));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(/^\[sms to 03009876543\]/);
    const rows = (
      await t.db.pool.query(`SELECT channel, status, attempts FROM outbox WHERE link = $1 ORDER BY channel`, [
        res.body.link,
      ])
    ).rows;
    expect(rows).toEqual([
      { channel: 'email', status: 'pending', attempts: 0 },
      { channel: 'sms', status: 'sent', attempts: 1 },
    ]);
    log.mockRestore();
  });

  it('rebuilds notifications (read state included), invitations and stats identically, queueing no message again', async () => {
    // The outbox by id only: the app's dispatcher may send (change the status of) a row meanwhile.
    const queries = ['notifications', 'tournament_invitations', 'player_stats'].map(
      (table) => `SELECT * FROM ${table} ORDER BY 1`,
    );
    queries.push(`SELECT id FROM outbox ORDER BY id`);
    const snapshot = async () => Promise.all(queries.map(async (sql) => (await t.db.pool.query(sql)).rows));
    const live = await snapshot();
    expect(live[0].some((n: { is_read: boolean }) => n.is_read)).toBe(true);
    expect(live[1].length).toBeGreaterThan(0);
    await t.running.runner.stop();
    const rebuilder = new ProjectionRunner(t.running.store, t.running.dataSource, allProjections());
    await t.db.pool.query(`UPDATE notifications SET is_read = NOT is_read`);
    await rebuilder.rebuild();
    expect(await snapshot()).toEqual(live);
    await rebuilder.stop();
    t.running.runner.start();
  });
});
