import { EntityManager } from 'typeorm';
import { RatingQuestionnaireCompleted } from '../../domain/user/user.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RatingsUpdated } from '../../modules/tournaments/shared/tournament-stream.decider';
import { Projection } from '../runner/projection';
import { tenthsText } from './tournament-money';

const COLUMN = { padel: 'padel_rating', pickleball: 'pickleball_rating' } as const;

/**
 * `users.padel_rating` and `users.pickleball_rating` after each rated tournament. These two
 * columns are the only ones it touches. It also follows the questionnaire (which sets the same
 * columns through the users projection) so that, replayed in global order, the last word wins:
 * a questionnaire taken after some matches resets the rating, and matches after it move it on.
 */
export class PlayerRatingsProjection implements Projection {
  readonly name = 'player-ratings';
  // The users table belongs to the users projection, which empties it on a rebuild.
  readonly tables = [] as const;

  async apply(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    if (recorded.type === 'RatingQuestionnaireCompleted' && recorded.streamName.startsWith('user-')) {
      const { userId, padelRatingTenths, pickleballRatingTenths } = (recorded.data as RatingQuestionnaireCompleted['data']);
      await tx.query(`UPDATE users SET padel_rating = $2::numeric, pickleball_rating = $3::numeric WHERE id = $1`, [
        userId,
        tenthsText(padelRatingTenths),
        tenthsText(pickleballRatingTenths),
      ]);
      return;
    }
    if (recorded.type === 'RatingsUpdated' && recorded.streamName.startsWith('tournament-')) {
      const { sport, receipts } = recorded.data as RatingsUpdated['data'];
      const column = COLUMN[sport];
      for (const receipt of receipts) {
        await tx.query(`UPDATE users SET ${column} = $2::numeric WHERE id = $1`, [receipt.userId, tenthsText(receipt.afterTenths)]);
      }
    }
  }
}
