import { RatingQuestionnaireCompleted } from '../../domain/user/user.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RatingsUpdated } from '../../domain/tournament/tournament-stream.decider';
import { RowProjection } from '../runner/projection';
import { ProjectionRows } from '../runner/projection-rows';
import { tenthsText } from './tournament-money';

const COLUMN = { padel: 'padel_rating', pickleball: 'pickleball_rating' } as const;

/**
 * `users.padel_rating`, `users.pickleball_rating` and `users.total_matches` after each rated
 * tournament. The questionnaire only gives the STARTING rating: once a player has a rated match
 * (total_matches > 0), matches own the rating. Both this projection and the users projection
 * apply that same guard, so whichever of the two reaches an event first, and in whatever order
 * their checkpoints advance, the result is the one a replay in global order gives.
 */
export class PlayerRatingsProjection extends RowProjection {
  readonly name = 'player-ratings';
  // The users table belongs to the users projection, which empties it on a rebuild.
  readonly tables = [] as const;
  readonly schema = {
    users: { key: ['id'], partial: { total_matches: 0, padel_rating: '1.0', pickleball_rating: '1.0' } },
  };
  readonly eventTypes = new Set<string>(['RatingQuestionnaireCompleted', 'RatingsUpdated'] satisfies Array<
    RatingQuestionnaireCompleted['type'] | RatingsUpdated['type']
  >);

  async applyTo(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    const users = rows.table('users');
    if (recorded.type === 'RatingQuestionnaireCompleted' && recorded.streamName.startsWith('user-')) {
      const { userId, padelRatingTenths, pickleballRatingTenths } =
        recorded.data as RatingQuestionnaireCompleted['data'];
      await users.update(userId, (row) =>
        Number(row.total_matches) === 0
          ? { padel_rating: tenthsText(padelRatingTenths), pickleball_rating: tenthsText(pickleballRatingTenths) }
          : // The matches own the rating; writing it again keeps it over the users projection's
            // write of the same event when both flush together (a rebuild).
            { padel_rating: row.padel_rating, pickleball_rating: row.pickleball_rating },
      );
      return;
    }
    if (recorded.type === 'RatingsUpdated' && recorded.streamName.startsWith('tournament-')) {
      const { sport, receipts } = recorded.data as RatingsUpdated['data'];
      const column = COLUMN[sport];
      for (const receipt of receipts) {
        await users.update(receipt.userId, (row) => ({
          [column]: tenthsText(receipt.afterTenths),
          total_matches: Number(row.total_matches) + 1,
        }));
      }
    }
  }
}
