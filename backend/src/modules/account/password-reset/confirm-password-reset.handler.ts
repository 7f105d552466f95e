import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../domain/shared/decider';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { CachedSessionStore } from '../../../infrastructure/http/cached-session.store';
import { PasswordHasher } from '../../identity/identity.public';
import { AccountLinks } from '../shared/account-links';

export class ConfirmPasswordResetCommand {
  constructor(
    readonly input: { token: string; password: string },
    readonly context: CommandContext,
    /** The session that made the request: it stays; every other session of the account ends. */
    readonly keepSessionId: string | null,
  ) {}
}

const invalidLink = () =>
  new DomainError('ACCOUNT.RESET_LINK_INVALID', 'This reset link is not valid. Please ask for a new one.');

@CommandHandler(ConfirmPasswordResetCommand)
export class ConfirmPasswordResetHandler implements ICommandHandler<ConfirmPasswordResetCommand, void> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: CachedSessionStore,
    private readonly links: AccountLinks,
  ) {}

  async execute({ input, context, keepSessionId }: ConfirmPasswordResetCommand): Promise<void> {
    const { userId, tokenHash } = await this.links.owner('passwordReset', input.token, invalidLink);
    // Single use, expiry and "a newer password voids older links" are the account stream's rules.
    const passwordHash = await this.hasher.hash(input.password);
    await this.links.redeem(
      userId,
      (now) => ({ type: 'ResetPassword', data: { userId, tokenHash, passwordHash, now } }),
      context,
      async () => {
        await this.dataSource.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1 AND sid <> $2`, [
          userId,
          keepSessionId ?? '',
        ]);
        this.sessions.forgetUser(userId, keepSessionId ?? undefined);
      },
    );
  }
}
