import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startTestApp, TestApp } from '../../../../test/test-app';
import { Player, player, playTournament } from '../shared/tournament-play.spec-helper';

/** What a leaderboard row shows publicly, and no more (plus the photo and the follow state). */
const PUBLIC_FIELDS = [
  'firstName',
  'following',
  'id',
  'lastName',
  'padelRating',
  'pickleballRating',
  'profileImageUrl',
  'rank',
  'tournamentsPlayed',
  'totalEarnings',
  'tournamentsWon',
  'winRate',
].sort();

describe("another player's profile: GET /api/players/{id}", () => {
  let t: TestApp;
  let dataDir: string;
  let ana: Player, bo: Player, cy: Player, di: Player;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'courtcash-player-profile-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    ana = await player(t, '100.00', { firstName: 'Ana', lastName: 'Lopez' });
    bo = await player(t, '100.00', { firstName: 'Bo', lastName: 'Diaz' });
    cy = await player(t, '100.00', { firstName: 'Cy', lastName: 'Park' });
    di = await player(t, '100.00', { firstName: 'Di', lastName: 'Shaw' });
    // Ana + Bo beat Cy + Di: Ana and Bo earn $19.00 each.
    await playTournament(t, [ana, bo, cy, di], 1);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows what the leaderboard shows, the photo and the follow state, and nothing private', async () => {
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const uploaded = await ana.agent.put('/api/user/photo').attach('file', photo, 'ana.png');
    expect(uploaded.status).toBe(200);

    const before = await di.agent.get(`/api/players/${ana.id}`);
    expect(before.status).toBe(200);
    const row = ((await di.agent.get('/api/leaderboard')).body as Array<Record<string, unknown>>).find(
      (entry) => entry.id === ana.id,
    );
    expect(before.body).toEqual({
      ...row,
      rank: 1,
      profileImageUrl: uploaded.body.profileImageUrl,
      following: false,
    });
    expect(before.body).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      totalEarnings: '19.00',
      tournamentsPlayed: 1,
      tournamentsWon: 1,
      winRate: 100,
    });
    // Only public fields: no e-mail, balance, date of birth, phone, city, identity or admin flag.
    expect(Object.keys(before.body).sort()).toEqual(PUBLIC_FIELDS);
    expect(JSON.stringify(before.body)).not.toContain(ana.email);
    // The photo address is served to the viewer.
    expect((await di.agent.get(before.body.profileImageUrl as string)).status).toBe(200);

    // Following (the existing command) shows on the profile's next read.
    expect((await di.agent.put(`/api/user/following/${ana.id}`)).status).toBe(200);
    expect((await di.agent.get(`/api/players/${ana.id}`)).body).toMatchObject({ id: ana.id, following: true });
    // Per viewer: Cy does not follow Ana.
    expect((await cy.agent.get(`/api/players/${ana.id}`)).body).toMatchObject({ following: false });
  });

  it('shows a player who has not played yet: no rank, no photo, zeros', async () => {
    const fresh = await player(t, '0.00', { firstName: 'Ed', lastName: 'New' });
    const res = await di.agent.get(`/api/players/${fresh.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: fresh.id,
      firstName: 'Ed',
      lastName: 'New',
      profileImageUrl: null,
      rank: null,
      totalEarnings: '0.00',
      tournamentsPlayed: 0,
      tournamentsWon: 0,
      winRate: 0,
      padelRating: expect.any(String),
      pickleballRating: expect.any(String),
      following: false,
    });
  });

  it('answers 404 with a code for an unknown id and for an admin (not a player), 401 signed out', async () => {
    const admin = await t.admin();
    const adminId = ((await admin.get('/api/user/session')).body as { id: string }).id;
    for (const id of ['no-such-player', adminId]) {
      const res = await bo.agent.get(`/api/players/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'USER.PLAYER_NOT_FOUND', message: 'This player does not exist.' });
    }
    expect((await t.agent().get(`/api/players/${ana.id}`)).status).toBe(401);
  });
});
