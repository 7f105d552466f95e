import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { UsersReadRepository } from '../../identity/identity.public';
import { AccountLinks } from '../shared/account-links';

/** Sent by sign-up (RegisterController) and by the banner's "Resend" button. */
export class SendEmailVerificationCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(SendEmailVerificationCommand)
export class SendEmailVerificationHandler implements ICommandHandler<SendEmailVerificationCommand, void> {
  constructor(
    private readonly users: UsersReadRepository,
    private readonly links: AccountLinks,
  ) {}

  async execute({ userId, context }: SendEmailVerificationCommand): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('USER.NOT_FOUND', 'This user does not exist.', 'not_found');
    if (user.emailVerified) {
      throw new DomainError('ACCOUNT.EMAIL_ALREADY_VERIFIED', 'Your email address is already verified.', 'conflict');
    }
    await this.links.send(
      'emailVerification',
      user,
      (tokenHash, now) => ({ type: 'RequestEmailVerification', data: { userId, email: user.email, tokenHash, now } }),
      {
        subject: 'Confirm your email address',
        body: (name) =>
          [
            name ? `Welcome to CourtCash, ${name}!` : 'Welcome to CourtCash!',
            '',
            'Please confirm that this is your email address by opening the link below (it works for 48 hours).',
            'If you did not create a CourtCash account, ignore this email.',
          ].join('\n'),
        path: '/verify-email',
      },
      context,
    );
  }
}
