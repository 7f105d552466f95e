import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { UserProfile, userDecider } from '../../../domain/user/user.decider';
import { GlobalPosition, streamNames } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { normalizeEmail } from '../shared/session-user';

/** The form's fields are the profile's; the e-mail, when sent, must be the current one. */
export type ProfileInput = Omit<UserProfile, 'email'> & { email?: string };

export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly input: ProfileInput,
    readonly context: CommandContext,
    readonly now: Date = new Date(),
  ) {}
}

/**
 * `ProfileUpdated` on `user-{id}`. The address is not changed here: that takes the current
 * password and a link to the new address (modules/account/email-change), so a different `email`
 * is refused by the decider. Returns the position to wait for, or null when nothing changed.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, GlobalPosition | null> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, input, context, now }: UpdateProfileCommand): Promise<GlobalPosition | null> {
    const stream = streamNames().user(userId);
    const current = await this.executor.state(stream, userDecider);
    if (!current.profile) throw new DomainError('USER.NOT_FOUND', 'This user does not exist.', 'not_found');
    const email = input.email === undefined ? current.profile.email : normalizeEmail(input.email);
    const command = { type: 'UpdateProfile' as const, data: { userId, ...input, email, now: now.toISOString() } };
    const result = await this.executor.handle(stream, userDecider, command, context);
    return result.position ?? null;
  }
}
