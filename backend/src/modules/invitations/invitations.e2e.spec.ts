import { startTestApp, TestApp } from '../../../test/test-app';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, EventStore } from '../../event-store/event-store.port';
import { ReadModels } from '../../projections/runner/read-models';
import { hashInvitationToken } from '../../projections/invitations/invitation-token';
import { messageTime } from '../../projections/notifications/outbox-drafts';
import { Player, createTournament, player, types } from '../stats/shared/tournament-play.spec-helper';

describe('invitations API', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The send limits (invitation-limits.e2e.spec.ts) raised, so this file can test the per-match cap of 20.
    t = await startTestApp({ INVITATIONS_PER_MATCH_PER_DAY: '100', INVITATIONS_PER_SENDER_PER_HOUR: '100' });
  });
  afterAll(() => t.close());

  const invite = (p: Player, tournamentId: string, body: object) =>
    p.agent.post(`/api/tournaments/${tournamentId}/invitations`).send(body);
  const invitationCount = async () =>
    Number((await t.db.pool.query(`SELECT count(*) AS n FROM tournament_invitations`)).rows[0].n);

  describe('POST /api/tournaments/{id}/invitations', () => {
    it('with neither e-mail nor phone answers 201 with a plain link to share, and sends nothing', async () => {
      const creator = await player(t);
      const tournamentId = await createTournament(t, creator);
      for (const body of [{}, { email: '   ', phone: '' }]) {
        const res = await invite(creator, tournamentId, body);
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
        expect(res.body.url).toMatch(new RegExp(`^http://localhost:\\d+/invite/${res.body.token}$`));
        const queued = await t.db.pool.query(`SELECT id FROM outbox WHERE link = $1`, [`/invite/${res.body.token}`]);
        expect(queued.rows).toEqual([]);
        const view = await t.agent().get(`/api/invitations/${res.body.token}`);
        expect(view.status).toBe(200);
      }
    });

    it('creates a link with an unguessable token, records it, and tells an existing account', async () => {
      const creator = await player(t, '100.00', { firstName: 'Ana', lastName: 'Lopez' });
      const invitee = await player(t, '0.00', { email: 'bo.invited@example.test' });
      const tournamentId = await createTournament(t, creator, 'Friday Padel');
      const res = await invite(creator, tournamentId, { email: '  Bo.Invited@Example.test ', name: ' Bo ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        link: `/invite/${res.body.token}`,
        url: `http://localhost:3000/invite/${res.body.token}`,
        tournamentId,
        status: 'pending',
        invitedEmail: 'bo.invited@example.test',
        invitedPhone: null,
        invitedName: 'Bo',
        createdAt: expect.any(String),
      });
      const tokenHash = hashInvitationToken(res.body.token);
      const events = await t.streamEvents(`invitation-${tokenHash}`);
      expect(types(events)).toEqual(['InvitationCreated']);
      expect(events[0].data).toEqual({
        invitationId: res.body.id,
        tokenHash,
        tournamentId,
        tournamentName: 'Friday Padel',
        inviterId: creator.id,
        inviterName: 'Ana Lopez',
        invitedEmail: 'bo.invited@example.test',
        invitedPhone: null,
        invitedName: 'Bo',
        invitedUserId: invitee.id,
        createdAt: res.body.createdAt,
      });
      expect(events[0].metadata).toMatchObject({ actorUserId: creator.id });
      const row = (await t.db.pool.query(`SELECT * FROM tournament_invitations WHERE id = $1`, [res.body.id])).rows[0];
      expect(row).toMatchObject({
        tournament_id: tournamentId,
        inviter_id: creator.id,
        invited_user_id: invitee.id,
        status: 'pending',
        invitation_token: tokenHash,
        responded_at: null,
      });
      const bell = (await invitee.agent.get('/api/notifications')).body;
      expect(bell[0]).toMatchObject({
        type: 'tournament_invitation',
        message: 'Ana Lopez invited you to join Friday Padel.',
        // The bell carries no secret: the match page, where the invited player can join.
        actionUrl: `/tournaments/${tournamentId}`,
        isRead: false,
      });
      const queued = (
        await t.db.pool.query(`SELECT channel, recipient, link FROM outbox WHERE source_event_id = $1`, [
          (events[0] as unknown as { id: string }).id,
        ])
      ).rows;
      expect(queued).toEqual([{ channel: 'email', recipient: 'bo.invited@example.test', link: res.body.link }]);
      // The e-mail says when and where the match is (the start in UTC, said so).
      const start = (await t.agent().get(`/api/invitations/${res.body.token}`)).body.tournament.startTime as string;
      const body = (
        await t.db.pool.query(`SELECT body FROM outbox WHERE link = $1 AND channel = 'email'`, [res.body.link])
      ).rows[0].body as string;
      expect(body).toContain(`When: ${messageTime(start)}\nWhere: Club Norte\n`);
      expect(messageTime(start)).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}, \d\d:\d\d UTC$/);
    });

    it('invites by phone alone; two invitations never share a token', async () => {
      const creator = await player(t);
      const tournamentId = await createTournament(t, creator);
      const first = await invite(creator, tournamentId, { phone: '+92 300 1234567' });
      const second = await invite(creator, tournamentId, { phone: '+92 300 1234567' });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.body).toMatchObject({ invitedPhone: '+92 300 1234567', invitedEmail: null, invitedName: null });
      expect(first.body.token).not.toBe(second.body.token);
    });

    it.each([
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ phone: '12345' }, 'Phone number must be at least 10 characters.'],
      [{ phone: '1'.repeat(21) }, 'Phone number must be at most 20 characters.'],
      [{ email: 'a@b.test', name: 'x'.repeat(256) }, 'Name must be at most 255 characters.'],
    ])('answers 400 (case %#) and records nothing', async (body, message) => {
      const creator = await player(t);
      const tournamentId = await createTournament(t, creator);
      const before = await invitationCount();
      const res = await invite(creator, tournamentId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await invitationCount()).toBe(before);
    });

    it('refuses the signed out (401), non-players (403), unknown tournaments (404) and closed ones (409)', async () => {
      const creator = await player(t);
      const outsider = await player(t);
      const tournamentId = await createTournament(t, creator);
      const before = await invitationCount();
      expect(
        (await t.agent().post(`/api/tournaments/${tournamentId}/invitations`).send({ email: 'x@example.test' })).status,
      ).toBe(401);
      const forbidden = await invite(outsider, tournamentId, { email: 'x@example.test' });
      expect([forbidden.status, forbidden.body.message]).toEqual([
        403,
        'Only players in this tournament can invite others.',
      ]);
      const missing = await invite(creator, 'no-such-tournament', { email: 'x@example.test' });
      expect([missing.status, missing.body.message]).toEqual([404, 'This tournament does not exist.']);
      expect((await creator.agent.post(`/api/tournaments/${tournamentId}/cancel`).send({})).status).toBe(200);
      const closed = await invite(creator, tournamentId, { email: 'x@example.test' });
      expect([closed.status, closed.body.message]).toEqual([
        409,
        'This tournament is no longer accepting new players.',
      ]);
      expect(await invitationCount()).toBe(before);
    });

    it('caps the invitations one player sends for one match at 20', async () => {
      const creator = await player(t);
      const tournamentId = await createTournament(t, creator);
      for (let i = 0; i < 20; i++)
        expect((await invite(creator, tournamentId, { phone: `0300123${String(i).padStart(4, '0')}` })).status).toBe(
          201,
        );
      const res = await invite(creator, tournamentId, { email: 'one-more@example.test' });
      expect([res.status, res.body.message]).toEqual([
        409,
        'You have already sent 20 invitations for this match, the most allowed.',
      ]);
    });
  });

  describe('the link token (issue 22)', () => {
    it('is stored nowhere in plain text (events, stream names, read table), only its hash; the mailed link works', async () => {
      const creator = await player(t, '100.00', { firstName: 'Hana', lastName: 'Sato' });
      const tournamentId = await createTournament(t, creator, 'Hashed Padel');
      const res = await invite(creator, tournamentId, { email: 'hashed-guest@example.test', phone: '03007654321' });
      expect(res.status).toBe(201);
      const token = res.body.token as string;
      const inEvents = await t.db.pool.query(
        `SELECT count(*)::int AS n FROM events WHERE stream_name LIKE '%' || $1 || '%' OR data::text LIKE '%' || $1 || '%' OR metadata::text LIKE '%' || $1 || '%'`,
        [token],
      );
      expect(inEvents.rows[0].n).toBe(0);
      const inTable = await t.db.pool.query(
        `SELECT count(*)::int AS n FROM tournament_invitations t WHERE t::text LIKE '%' || $1 || '%'`,
        [token],
      );
      expect(inTable.rows[0].n).toBe(0);
      const row = await t.db.pool.query(`SELECT invitation_token FROM tournament_invitations WHERE id = $1`, [
        res.body.id,
      ]);
      expect(row.rows[0].invitation_token).toBe(hashInvitationToken(token));
      // The e-mail and the text carry the raw token, and that link opens the invitation.
      const queued = await t.db.pool.query(`SELECT channel, link FROM outbox WHERE link = $1 ORDER BY channel`, [
        `/invite/${token}`,
      ]);
      expect(queued.rows.map((r: { channel: string }) => r.channel)).toEqual(['email', 'sms']);
      const view = await t.agent().get(`/api/invitations/${token}`);
      expect([view.status, view.body.tournament?.name]).toEqual([200, 'Hashed Padel']);
      // The hash is not a key: presenting it instead of the token finds nothing.
      expect((await t.agent().get(`/api/invitations/${hashInvitationToken(token)}`)).status).toBe(404);
    });

    it('keeps an invitation made before hashing (raw token in its events) working, its row hashed', async () => {
      const creator = await player(t, '100.00', { firstName: 'Old', lastName: 'Link' });
      const tournamentId = await createTournament(t, creator, 'Legacy Padel');
      const token = 'L'.repeat(43);
      const store = t.running.app.get<symbol, EventStore>(EVENT_STORE, { strict: false });
      const appended = await store.appendToStream(
        `invitation-${token}`,
        [
          {
            id: randomUUID(),
            type: 'InvitationCreated',
            data: {
              invitationId: randomUUID(),
              token,
              tournamentId,
              tournamentName: 'Legacy Padel',
              inviterId: creator.id,
              inviterName: 'Old Link',
              invitedEmail: null,
              invitedPhone: null,
              invitedName: null,
              invitedUserId: null,
              createdAt: new Date().toISOString(),
            },
            metadata: {},
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      await t.running.app.get(ReadModels, { strict: false }).waitFor(appended.position, 5000);
      expect(
        (
          await t.db.pool.query(`SELECT invitation_token FROM tournament_invitations WHERE tournament_id = $1`, [
            tournamentId,
          ])
        ).rows,
      ).toEqual([{ invitation_token: hashInvitationToken(token) }]);
      const view = await t.agent().get(`/api/invitations/${token}`);
      expect([view.status, view.body.tournament?.name]).toEqual([200, 'Legacy Padel']);
      const guest = await player(t, '100.00');
      expect((await guest.agent.post(`/api/invitations/${token}/accept`).send({})).status).toBe(200);
      expect(types(await t.streamEvents(`invitation-${token}`))).toEqual(['InvitationCreated', 'InvitationAccepted']);
    });
  });

  describe('GET /api/invitations/{token} and POST /api/invitations/{token}/accept', () => {
    let creator: Player;
    let tournamentId: string;
    let token: string;
    beforeAll(async () => {
      creator = await player(t, '100.00', { firstName: 'Cara', lastName: 'Diaz' });
      tournamentId = await createTournament(t, creator, 'Sunday Smash');
      token = (
        await invite(creator, tournamentId, { email: 'guest@example.test', phone: '03001234567', name: 'Guest' })
      ).body.token;
    });

    it('shows the invitation to anyone holding the link, signed in or not, the contact masked', async () => {
      const res = await t.agent().get(`/api/invitations/${token}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'pending',
        tournament: {
          id: tournamentId,
          name: 'Sunday Smash',
          status: 'waiting',
          game: 'padel',
          entryFee: '10.00',
          totalFeePerPlayer: '10.00',
          currentPlayers: 1,
          maxPlayers: 4,
          location: 'Club Norte',
          startTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
        inviterName: 'Cara Diaz',
        invitedName: 'Guest',
        invitedEmail: 'g***@e***.test',
        invitedPhone: '***-***-4567',
      });
    });

    it.each(['A'.repeat(43), 'short', '..%2F..%2Fuser-x'])('answers 404 for the unknown token %s', async (bad) => {
      const res = await t.agent().get(`/api/invitations/${bad}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This invitation link is invalid or has expired.');
    });

    it('refuses to accept without money, joining nothing and leaving the invitation pending', async () => {
      const broke = await player(t, '0.00');
      const link = (await invite(creator, tournamentId, { email: broke.email })).body.token as string;
      const res = await broke.agent.post(`/api/invitations/${link}/accept`).send({});
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/balance/i);
      expect(types(await t.streamEvents(`invitation-${hashInvitationToken(link)}`))).toEqual(['InvitationCreated']);
      expect(
        types(await t.streamEvents(`tournament-${tournamentId}`)).filter((e) => e === 'PlayerJoined'),
      ).toHaveLength(1);
    });

    it('is personal: another player holding the link is refused, and nothing moves', async () => {
      const stranger = await player(t, '25.00');
      const res = await stranger.agent.post(`/api/invitations/${token}/accept`).send({});
      expect([res.status, res.body.message]).toEqual([
        403,
        'This invitation was sent to someone else. You can still join the match from its page.',
      ]);
      expect(types(await t.streamEvents(`invitation-${hashInvitationToken(token)}`))).toEqual(['InvitationCreated']);
      expect(types(await t.streamEvents(`wallet-${stranger.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
    });

    it('joins the first free slot, pays from the wallet and marks the invitation accepted; a repeat is harmless', async () => {
      const guest = await player(t, '25.00', { email: 'Guest@Example.test' });
      expect((await t.agent().post(`/api/invitations/${token}/accept`).send({})).status).toBe(401);
      expect((await creator.agent.post(`/api/invitations/${token}/accept`).send({})).body.message).toBe(
        'You cannot accept your own invitation.',
      );
      expect((await guest.agent.post(`/api/invitations/${token}/accept`).send({ teamNumber: 3 })).body.message).toBe(
        'Team number must be 1 or 2.',
      );

      const res = await guest.agent.post(`/api/invitations/${token}/accept`).send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ tournamentId });
      const invitation = await t.streamEvents(`invitation-${hashInvitationToken(token)}`);
      expect(types(invitation)).toEqual(['InvitationCreated', 'InvitationAccepted']);
      expect(invitation[1].data).toMatchObject({
        tournamentId,
        tokenHash: hashInvitationToken(token),
        acceptedBy: guest.id,
        acceptedAt: expect.any(String),
      });
      const tournament = await t.streamEvents(`tournament-${tournamentId}`);
      expect(
        tournament
          .filter((e) => e.type === 'PlayerJoined')
          .map((e) => [e.data.userId, e.data.teamNumber, e.data.position]),
      ).toEqual([
        [creator.id, 1, 1],
        [guest.id, 1, 2],
      ]);
      expect(types(await t.streamEvents(`wallet-${guest.id}`))).toEqual([
        'WalletOpened',
        'BalanceAdjusted',
        'EntryFeeEscrowed',
      ]);
      expect((await guest.agent.get('/api/user/session')).body.balance).toBe('15.00');
      const row = (
        await t.db.pool.query(
          `SELECT status, invited_user_id, responded_at FROM tournament_invitations WHERE invitation_token = $1`,
          [hashInvitationToken(token)],
        )
      ).rows[0];
      expect(row).toMatchObject({ status: 'accepted', invited_user_id: guest.id, responded_at: expect.any(Date) });
      expect((await t.agent().get(`/api/invitations/${token}`)).body).toMatchObject({
        status: 'accepted',
        tournament: { currentPlayers: 2 },
      });

      const again = await guest.agent.post(`/api/invitations/${token}/accept`).send({});
      expect([again.status, again.body]).toEqual([200, { tournamentId }]);
      expect(await t.streamEvents(`invitation-${hashInvitationToken(token)}`)).toHaveLength(2);
      expect((await guest.agent.get('/api/user/session')).body.balance).toBe('15.00');

      const other = await player(t);
      const late = await other.agent.post(`/api/invitations/${token}/accept`).send({});
      expect([late.status, late.body.message]).toEqual([
        409,
        'This invitation has already been accepted by another player.',
      ]);
      expect(types(await t.streamEvents(`wallet-${other.id}`))).toEqual(['WalletOpened', 'BalanceAdjusted']);
    });

    it('says when the tournament no longer takes players, and refuses the accept', async () => {
      const host = await player(t);
      const closedId = await createTournament(t, host);
      const link = (await invite(host, closedId, { email: 'late@example.test' })).body.token;
      await host.agent.post(`/api/tournaments/${closedId}/cancel`).send({});
      expect((await t.agent().get(`/api/invitations/${link}`)).body.tournament.status).toBe('cancelled');
      const guest = await player(t, '100.00', { email: 'late@example.test' });
      const res = await guest.agent.post(`/api/invitations/${link}/accept`).send({});
      expect([res.status, res.body.message]).toEqual([409, 'This tournament is no longer accepting new players.']);
      expect(types(await t.streamEvents(`invitation-${hashInvitationToken(link)}`))).toEqual(['InvitationCreated']);
    });
  });
});
