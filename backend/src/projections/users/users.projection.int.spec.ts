import { randomUUID } from 'node:crypto';
import { projectionWorld } from '../projection.spec-helper';
import { UsersProjection } from './users.projection';

describe('users projection (events in, rows out)', () => {
  const world = projectionWorld(() => [new UsersProjection()]);

  it('builds the user row, then applies the questionnaire and promotion', async () => {
    const userId = randomUUID();
    const at = '2026-11-21T10:00:00.000Z';
    await world.store.appendToStream(
      `user-${userId}`,
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: {
            userId,
            email: 'zoe@example.test',
            firstName: 'Zoe',
            lastName: 'Kim',
            passwordHash: 'hash',
            registeredAt: at,
          },
        },
        {
          id: randomUUID(),
          type: 'RatingQuestionnaireCompleted',
          data: {
            userId,
            answers: {
              padelLevel: 7,
              pickleballLevel: 0,
              primarySport: 'pickleball',
              yearsPlaying: 12,
              preferredPosition: 'right',
              playingFrequency: 'weekly',
              competitiveExperience: 'national',
              previousRatingSystem: null,
            },
            padelRatingTenths: 100,
            pickleballRatingTenths: 10,
            completedAt: at,
          },
        },
        { id: randomUUID(), type: 'UserPromotedToAdmin', data: { userId, reason: 'test', promotedAt: at } },
      ],
      { expectedRevision: 'no_stream' },
    );
    await world.runner.catchUp();

    const { rows } = await world.db.pool.query(`SELECT * FROM users WHERE id = $1`, [userId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'zoe@example.test',
      first_name: 'Zoe',
      last_name: 'Kim',
      password: 'hash',
      balance: '0.00',
      padel_rating: '10.0',
      pickleball_rating: '1.0',
      years_playing: 12,
      preferred_position: 'right',
      favorite_game: 'pickleball',
      is_rating_complete: true,
      is_admin: true,
    });
    // player_stats belongs to the PlayerStatsProjection (projections/player-stats).
    expect((await world.db.pool.query(`SELECT * FROM player_stats WHERE user_id = $1`, [userId])).rows).toEqual([]);
  });

  it('copies a profile update onto the user row', async () => {
    const userId = randomUUID();
    const at = '2026-11-21T10:00:00.000Z';
    await world.store.appendToStream(
      `user-${userId}`,
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: {
            userId,
            email: 'old@example.test',
            firstName: 'Old',
            lastName: 'Name',
            passwordHash: 'h',
            registeredAt: at,
          },
        },
        {
          id: randomUUID(),
          type: 'ProfileUpdated',
          data: {
            userId,
            email: 'new@example.test',
            firstName: 'New',
            lastName: 'Name',
            phone: '+923001234567',
            city: 'Lahore',
            bio: null,
            updatedAt: at,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await world.runner.catchUp();
    const { rows } = await world.db.pool.query(`SELECT email, first_name, phone, city, bio FROM users WHERE id = $1`, [
      userId,
    ]);
    expect(rows).toEqual([
      { email: 'new@example.test', first_name: 'New', phone: '+923001234567', city: 'Lahore', bio: null },
    ]);
  });

  it('ignores events it does not handle', async () => {
    await world.store.appendToStream(`other-${randomUUID()}`, [{ id: randomUUID(), type: 'SomethingElse', data: {} }], {
      expectedRevision: 'no_stream',
    });
    const before = (await world.db.pool.query(`SELECT count(*)::int AS n FROM users`)).rows[0].n;
    await world.runner.catchUp();
    expect((await world.db.pool.query(`SELECT count(*)::int AS n FROM users`)).rows[0].n).toBe(before);
  });
});
