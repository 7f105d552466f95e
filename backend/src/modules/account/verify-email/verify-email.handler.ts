import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { UsersReadRepository } from '../../identity/identity.public';
import { AccountLinks } from '../shared/account-links';

export class VerifyEmailCommand {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {}
}

const invalidLink = () =>
  new DomainError('ACCOUNT.VERIFY_LINK_INVALID', 'This verification link is not valid. Please ask for a new one.');

/** Opening the e-mailed link marks the address verified (an EmailVerified event). No sign-in needed. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, void> {
  constructor(
    private readonly users: UsersReadRepository,
    private readonly links: AccountLinks,
  ) {}

  async execute({ token, context }: VerifyEmailCommand): Promise<void> {
    const { userId, tokenHash } = await this.links.owner('emailVerification', token, invalidLink);
    const user = await this.users.findById(userId);
    if (!user) throw invalidLink();
    await this.links.redeem(
      user.id,
      (now) => ({ type: 'VerifyEmail', data: { userId: user.id, tokenHash, currentEmail: user.email, now } }),
      context,
    );
  }
}
