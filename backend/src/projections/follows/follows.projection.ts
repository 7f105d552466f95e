import { PlayerFollowed, PlayerUnfollowed, UserEvent } from '../../domain/user/user.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RowProjection } from '../runner/projection';
import { ProjectionRows } from '../runner/projection-rows';

/**
 * `user_follows` (the seed's table): who follows whom, from PlayerFollowed and PlayerUnfollowed on
 * the follower's `user-{id}` stream. The row's id is the PlayerFollowed event's, so a replay makes
 * the same rows.
 */
export class FollowsProjection extends RowProjection {
  readonly name = 'follows';
  readonly tables = ['user_follows'] as const;
  readonly schema = { user_follows: { key: ['follower_id', 'following_id'] } };
  readonly eventTypes = new Set<string>(['PlayerFollowed', 'PlayerUnfollowed'] satisfies Array<UserEvent['type']>);

  async applyTo(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    if (!recorded.streamName.startsWith('user-')) return;
    const follows = rows.table('user_follows');
    if (recorded.type === 'PlayerFollowed') {
      const { userId, followedId, followedAt } = recorded.data as PlayerFollowed['data'];
      await follows.insertIgnore({
        id: recorded.id,
        follower_id: userId,
        following_id: followedId,
        created_at: followedAt,
      });
    } else if (recorded.type === 'PlayerUnfollowed') {
      const { userId, followedId } = recorded.data as PlayerUnfollowed['data'];
      await follows.delete([userId, followedId]);
    }
  }
}
