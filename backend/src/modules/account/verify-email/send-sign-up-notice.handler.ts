import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { normalizeEmail, UsersReadRepository } from '../../identity/identity.public';
import { plainName, queueAccountMail } from '../shared/account-mail';

/**
 * Sign-up with an address that has an account: the answer is the same 202 as for a new account,
 * and the address's owner gets this notice instead of a welcome (docs/decisions/account-security.md).
 */
export class SendSignUpNoticeCommand {
  constructor(readonly email: string) {}
}

@CommandHandler(SendSignUpNoticeCommand)
export class SendSignUpNoticeHandler implements ICommandHandler<SendSignUpNoticeCommand, void> {
  constructor(
    private readonly users: UsersReadRepository,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ email }: SendSignUpNoticeCommand): Promise<void> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (!user) return; // an account still being created by a racing sign-up: its welcome mail is on the way
    const name = plainName(user.firstName);
    await queueAccountMail(this.dataSource, {
      // Nothing changed, so no event: the notice's own id keys its outbox row.
      sourceEventId: randomUUID(),
      recipient: user.email,
      subject: 'Someone tried to sign up with your address',
      body: [
        name ? `Hi ${name},` : 'Hi,',
        '',
        'Someone (perhaps you) tried to create a new CourtCash account with this email address, which already has one.',
        'No new account was made and nothing changed in yours.',
        'If it was you: sign in with your password, or choose a new one with the link below.',
      ].join('\n'),
      link: '/reset-password',
    });
  }
}
