import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, fold } from '../../../domain/shared/decider';
import { UserProfile, userDecider } from '../../../domain/user/user.decider';
import { UserEvent } from '../../../domain/user/user.events';
import { EVENT_STORE, EventStore, GlobalPosition, streamNames } from '../../../event-store/event-store.port';
import { CommandContext, executeCommand } from '../../../infrastructure/event-sourcing/command-executor';
import { reserveEmail } from '../shared/email-reservation';
import { normalizeEmail } from '../shared/session-user';

/** The form's fields are the profile's. */
export type ProfileInput = UserProfile;

export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly input: ProfileInput,
    readonly context: CommandContext,
    readonly now: Date = new Date(),
  ) {}
}

const emailTaken = () => new DomainError('USER.EMAIL_TAKEN', 'An account with this email already exists.', 'conflict');

/**
 * `ProfileUpdated` on `user-{id}`. A new e-mail is first reserved on its `user_email-{hash}`
 * stream with expected revision "no stream", exactly as registration does, so two accounts can
 * never hold one address. The old address stays reserved to this account (a reservation is an
 * event, never deleted): nobody else can take it over, and the owner may switch back to it.
 * Returns the position to wait for, or null when nothing changed.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, GlobalPosition | null> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, input, context, now }: UpdateProfileCommand): Promise<GlobalPosition | null> {
    const stream = streamNames().user(userId);
    const email = normalizeEmail(input.email);
    const current = fold(
      userDecider,
      (await this.store.readStream(stream)).map((e) => ({ type: e.type, data: e.data }) as UserEvent),
    );
    const command = { type: 'UpdateProfile' as const, data: { userId, ...input, email, now: now.toISOString() } };
    // Decide once before reserving, so a refused update reserves no address.
    userDecider.decide(command, current);
    if (current.profile && current.profile.email !== email) await this.reserveEmail(email, userId, context);
    const result = await executeCommand(this.store, stream, userDecider, command, context);
    return result.appended?.position ?? null;
  }

  private async reserveEmail(email: string, userId: string, context: CommandContext): Promise<void> {
    const reserved = await reserveEmail(this.store, email, userId, {
      correlationId: context.correlationId,
      actorUserId: userId,
    });
    if (reserved !== null && reserved !== userId) throw emailTaken();
  }
}
