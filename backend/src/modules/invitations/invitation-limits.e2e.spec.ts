import type { Response } from 'supertest';
import { startTestApp, TestApp } from '../../../test/test-app';
import { Player, createTournament, join, player } from '../stats/shared/tournament-play.spec-helper';

/** What a player can make us send by inviting, with the default limits (docs/decisions/invitations-notifications.md). */
describe('invitation send limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const invite = (p: Player, tournamentId: string, body: object) =>
    p.agent.post(`/api/tournaments/${tournamentId}/invitations`).send(body);
  const eventCount = async () => Number((await t.db.pool.query(`SELECT count(*) AS n FROM events`)).rows[0].n);
  const mailsTo = async (recipient: string) =>
    Number((await t.db.pool.query(`SELECT count(*) AS n FROM outbox WHERE recipient = $1`, [recipient])).rows[0].n);

  /** A 429 with Retry-After in seconds (at most `maxSeconds`), a sentence saying when, and nothing appended. */
  async function expectRefused(send: () => Promise<Response>, code: string, maxSeconds: number): Promise<void> {
    const before = await eventCount();
    const res = await send();
    expect([res.status, res.body.code]).toEqual([429, code]);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
    expect(res.body.message).toMatch(/try again in \d+ (minutes?|hours)\.$/);
    expect(await eventCount()).toBe(before);
  }

  it('stops the cancel-and-recreate loop at 3 invitations a day to one address, whoever sends them', async () => {
    const victim = 'loop-victim@example.test';
    const sender = await player(t, '100.00');
    let sent = 0;
    for (let round = 0; round < 6; round++) {
      const tournamentId = await createTournament(t, sender);
      const res = await invite(sender, tournamentId, { email: victim });
      if (res.status !== 201) {
        expect([res.status, res.body.code]).toEqual([429, 'INVITATION.TOO_MANY_FOR_RECIPIENT']);
        await expectRefused(
          () => invite(sender, tournamentId, { email: victim }),
          'INVITATION.TOO_MANY_FOR_RECIPIENT',
          86_400,
        );
        break;
      }
      sent += 1;
      expect((await sender.agent.post(`/api/tournaments/${tournamentId}/cancel`).send({})).status).toBe(200);
    }
    expect(sent).toBe(3);
    // Another player cannot carry the loop on either, and an upper-case spelling is the same address.
    const other = await player(t, '100.00');
    const otherMatch = await createTournament(t, other);
    await expectRefused(
      () => invite(other, otherMatch, { email: 'Loop-Victim@Example.test' }),
      'INVITATION.TOO_MANY_FOR_RECIPIENT',
      86_400,
    );
    expect(await mailsTo(victim)).toBe(3);
  });

  it('limits invitations to one phone number per day the same way', async () => {
    const sender = await player(t, '100.00');
    const tournamentId = await createTournament(t, sender);
    for (let i = 0; i < 3; i++)
      expect((await invite(sender, tournamentId, { phone: '+1 555 010 7777' })).status).toBe(201);
    await expectRefused(
      () => invite(sender, tournamentId, { phone: '+1 (555) 010-7777' }),
      'INVITATION.TOO_MANY_FOR_RECIPIENT',
      86_400,
    );
  });

  it('limits one sender to 10 invitations an hour', async () => {
    const sender = await player(t, '100.00');
    for (let i = 0; i < 10; i++) {
      const tournamentId = await createTournament(t, sender);
      expect((await invite(sender, tournamentId, { email: `hourly${i}@example.test` })).status).toBe(201);
      expect((await sender.agent.post(`/api/tournaments/${tournamentId}/cancel`).send({})).status).toBe(200);
    }
    const tournamentId = await createTournament(t, sender);
    await expectRefused(
      () => invite(sender, tournamentId, { email: 'hourly-extra@example.test' }),
      'INVITATION.TOO_MANY_FROM_SENDER',
      3_600,
    );
  });

  it('limits one match to 12 invitations a day, from all its players together', async () => {
    const host = await player(t, '100.00');
    const tournamentId = await createTournament(t, host);
    const guest = await player(t, '100.00');
    await join(guest, tournamentId, 2, 1);
    for (let i = 0; i < 12; i++) {
      const from = i % 2 === 0 ? host : guest;
      expect((await invite(from, tournamentId, { email: `match${i}@example.test` })).status).toBe(201);
    }
    await expectRefused(
      () => invite(host, tournamentId, { email: 'match-extra@example.test' }),
      'INVITATION.TOO_MANY_FOR_MATCH',
      86_400,
    );
  });

  it('counts nothing for a refused invitation (a non-player cannot use up an address)', async () => {
    const host = await player(t, '100.00');
    const tournamentId = await createTournament(t, host);
    const stranger = await player(t, '100.00');
    for (let i = 0; i < 5; i++)
      expect((await invite(stranger, tournamentId, { email: 'protected@example.test' })).status).toBe(403);
    expect((await invite(host, tournamentId, { email: 'protected@example.test' })).status).toBe(201);
  });
});
