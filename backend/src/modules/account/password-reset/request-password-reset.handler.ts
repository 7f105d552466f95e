import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { normalizeEmail, UsersReadRepository } from '../../identity/identity.public';
import { AccountLinks } from '../shared/account-links';

export class RequestPasswordResetCommand {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {}
}

/** Mails a one-hour reset link when the account exists; does nothing visible otherwise (nor over the hourly cap). */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly users: UsersReadRepository,
    private readonly links: AccountLinks,
  ) {}

  async execute({ email, context }: RequestPasswordResetCommand): Promise<void> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (!user) return;
    await this.links.send(
      'passwordReset',
      user,
      (tokenHash, now) => ({ type: 'RequestPasswordReset', data: { userId: user.id, tokenHash, now } }),
      {
        subject: 'Reset your CourtCash password',
        body: (name) =>
          [
            name ? `Hi ${name},` : 'Hi,',
            '',
            'Someone (we hope you) asked to reset the password of your CourtCash account.',
            'Open the link below within one hour to choose a new password. It works once.',
            'If it was not you, ignore this email: your password stays as it is.',
          ].join('\n'),
        path: '/reset-password',
      },
      context,
    );
  }
}
