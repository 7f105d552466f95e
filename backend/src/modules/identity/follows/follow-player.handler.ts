import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { userDecider } from '../../../domain/user/user.decider';
import { GlobalPosition, streamNames } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';

/** Follow (`follow: true`) or unfollow another player. */
export class FollowPlayerCommand {
  constructor(
    readonly userId: string,
    readonly followedId: string,
    readonly follow: boolean,
    readonly context: CommandContext,
    readonly now: Date = new Date(),
  ) {}
}

/**
 * `PlayerFollowed` / `PlayerUnfollowed` on the follower's `user-{id}` stream, decided on that
 * stream (the other player's existence is read from theirs). Following twice, or unfollowing a
 * player not followed, appends nothing. Returns the position to wait for, or null.
 */
@CommandHandler(FollowPlayerCommand)
export class FollowPlayerHandler implements ICommandHandler<FollowPlayerCommand, GlobalPosition | null> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, followedId, follow, context, now }: FollowPlayerCommand): Promise<GlobalPosition | null> {
    const stream = streamNames().user(userId);
    const current = await this.state(stream);
    if (current.status !== 'registered')
      throw new DomainError('USER.NOT_FOUND', 'This user does not exist.', 'not_found');
    const at = now.toISOString();
    const command = follow
      ? {
          type: 'FollowPlayer' as const,
          data: {
            userId,
            followedId,
            followedExists:
              followedId !== userId && (await this.state(streamNames().user(followedId))).status === 'registered',
            now: at,
          },
        }
      : { type: 'UnfollowPlayer' as const, data: { userId, followedId, now: at } };
    const result = await this.executor.handle(stream, userDecider, command, context);
    return result.position ?? null;
  }

  private state(stream: string) {
    return this.executor.state(stream, userDecider);
  }
}
