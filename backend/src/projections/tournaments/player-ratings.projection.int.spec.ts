import { randomUUID } from 'node:crypto';
import { projectionWorld } from '../projection.spec-helper';
import { PlayerRatingsProjection } from './player-ratings.projection';

describe('player-ratings projection (events in, rows out)', () => {
  // Alone, as in production it updates users rows the users projection owns: the rows are set up here.
  const world = projectionWorld(() => [new PlayerRatingsProjection()]);

  async function player(): Promise<string> {
    const id = randomUUID();
    await world.db.pool.query(`INSERT INTO users (id, email) VALUES ($1, $2)`, [id, `${id}@example.test`]);
    return id;
  }

  const questionnaire = (userId: string, padelRatingTenths: number, pickleballRatingTenths: number) => ({
    type: 'RatingQuestionnaireCompleted',
    data: { userId, answers: {}, padelRatingTenths, pickleballRatingTenths, completedAt: '2026-11-21T11:00:00.000Z' },
  });

  const rated = (sport: 'padel' | 'pickleball', receipts: Array<[string, number, number]>) => ({
    type: 'RatingsUpdated',
    data: {
      tournamentId: randomUUID(),
      sport,
      winningTeam: 1,
      receipts: receipts.map(([userId, beforeTenths, afterTenths], i) => ({
        userId,
        teamNumber: i < 2 ? 1 : 2,
        beforeTenths,
        afterTenths,
        expectedWinPercent: 50,
      })),
      ratedAt: '2026-11-21T12:00:00.000Z',
    },
  });

  const ratings = (userId: string) =>
    world.rows(`SELECT padel_rating, pickleball_rating, total_matches FROM users WHERE id = $1`, [userId]);

  it('sets the starting ratings from the questionnaire, in tenths, while the player has no rated match', async () => {
    const userId = await player();
    await world.append(`user-${userId}`, [questionnaire(userId, 45, 30)]);
    expect(await ratings(userId)).toEqual([{ padel_rating: '4.5', pickleball_rating: '3.0', total_matches: 0 }]);
    // Answering again before any match replaces the starting rating.
    await world.append(`user-${userId}`, [questionnaire(userId, 52, 31)]);
    expect(await ratings(userId)).toEqual([{ padel_rating: '5.2', pickleball_rating: '3.1', total_matches: 0 }]);
  });

  it("writes each rated match's new rating to its sport's column and counts the match, for every player", async () => {
    const [a, b, c, d] = [await player(), await player(), await player(), await player()];
    await world.append(`tournament-${randomUUID()}`, [
      rated('padel', [
        [a, 10, 12],
        [b, 10, 11],
        [c, 10, 9],
        [d, 10, 8],
      ]),
    ]);
    await world.append(`tournament-${randomUUID()}`, [rated('pickleball', [[a, 10, 15]])]);
    const rows = await world.rows(
      `SELECT id, padel_rating, pickleball_rating, total_matches FROM users WHERE id = ANY($1) ORDER BY padel_rating DESC`,
      [[a, b, c, d]],
    );
    expect(rows).toEqual([
      { id: a, padel_rating: '1.2', pickleball_rating: '1.5', total_matches: 2 },
      { id: b, padel_rating: '1.1', pickleball_rating: '1.0', total_matches: 1 },
      { id: c, padel_rating: '0.9', pickleball_rating: '1.0', total_matches: 1 },
      { id: d, padel_rating: '0.8', pickleball_rating: '1.0', total_matches: 1 },
    ]);
  });

  it('keeps the rating matches gave when the questionnaire is answered after a rated match', async () => {
    const userId = await player();
    await world.append(`user-${userId}`, [questionnaire(userId, 40, 40)]);
    await world.append(`tournament-${randomUUID()}`, [rated('padel', [[userId, 40, 43]])]);
    await world.append(`user-${userId}`, [questionnaire(userId, 90, 90)]);
    expect(await ratings(userId)).toEqual([{ padel_rating: '4.3', pickleball_rating: '4.0', total_matches: 1 }]);
  });

  it('ignores the same event types on streams they do not belong to', async () => {
    const userId = await player();
    await world.append(`wallet-${userId}`, [questionnaire(userId, 80, 80), rated('padel', [[userId, 10, 70]])]);
    expect(await ratings(userId)).toEqual([{ padel_rating: '1.0', pickleball_rating: '1.0', total_matches: 0 }]);
  });
});
