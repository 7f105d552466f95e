import { EntityManager } from 'typeorm';
import { RatingQuestionnaireCompleted } from '../../domain/user/user.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RatingsUpdated } from '../../modules/tournaments/shared/tournament-stream.decider';
import { Projection } from '../runner/projection';
import { tenthsText } from './tournament-money';

const COLUMN = { padel: 'padel_rating', pickleball: 'pickleball_rating' } as const;

/**
 * `users.padel_rating`, `users.pickleball_rating` and `users.total_matches` after each rated
 * tournament. The questionnaire only gives the STARTING rating: once a player has a rated match
 * (total_matches > 0), matches own the rating. Both this projection and the users projection
 * apply that same guard, so whichever of the two reaches an event first, and in whatever order
 * their checkpoints advance, the result is the one a replay in global order gives.
 */
export class PlayerRatingsProjection implements Projection {
  readonly name = 'player-ratings';
  // The users table belongs to the users projection, which empties it on a rebuild.
  readonly tables = [] as const;

  async apply(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    if (recorded.type === 'RatingQuestionnaireCompleted' && recorded.streamName.startsWith('user-')) {
      const { userId, padelRatingTenths, pickleballRatingTenths } =
        recorded.data as RatingQuestionnaireCompleted['data'];
      await tx.query(
        `UPDATE users SET padel_rating = $2::numeric, pickleball_rating = $3::numeric WHERE id = $1 AND total_matches = 0`,
        [userId, tenthsText(padelRatingTenths), tenthsText(pickleballRatingTenths)],
      );
      return;
    }
    if (recorded.type === 'RatingsUpdated' && recorded.streamName.startsWith('tournament-')) {
      const { sport, receipts } = recorded.data as RatingsUpdated['data'];
      const column = COLUMN[sport];
      for (const receipt of receipts) {
        await tx.query(`UPDATE users SET ${column} = $2::numeric, total_matches = total_matches + 1 WHERE id = $1`, [
          receipt.userId,
          tenthsText(receipt.afterTenths),
        ]);
      }
    }
  }
}
