import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { accountDecider } from '../../../domain/account/account.decider';
import { accountStreamName } from '../../../domain/account/account.events';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { CommandContext, executeCommand } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { normalizeEmail, UsersReadRepository } from '../../identity/identity.public';
import { AccountClock } from '../shared/account-clock';
import { plainName, queueAccountMail } from '../shared/account-mail';
import { hashLinkToken, newLinkToken } from '../shared/link-token';

export class RequestPasswordResetCommand {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {}
}

/** Mails a one-hour reset link when the account exists; does nothing visible otherwise. */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UsersReadRepository,
    private readonly dataSource: DataSource,
    private readonly runner: ProjectionRunner,
    private readonly clock: AccountClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, context }: RequestPasswordResetCommand): Promise<void> {
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (!user) return;
    const token = newLinkToken();
    const tokenHash = hashLinkToken(token);
    const now = this.clock.now();
    const eventId = deterministicUuid('PasswordResetRequested', tokenHash);
    const result = await executeCommand(
      this.store,
      accountStreamName(user.id),
      accountDecider,
      { type: 'RequestPasswordReset', data: { userId: user.id, tokenHash, now: now.toISOString() } },
      context,
      { eventId: () => eventId },
    );
    if (!result.appended) return; // over the hourly cap: nothing is sent, and the answer says nothing
    // The link must work as soon as it arrives: its token row has to be in the read model first.
    await this.runner.waitFor(result.appended.position, this.config.projectionWaitTimeoutMs).catch((error: Error) => {
      this.logger.warn(`reset link for ${user.id} queued before the read model caught up: ${error.message}`);
    });
    const name = plainName(user.firstName);
    await queueAccountMail(this.dataSource, {
      sourceEventId: eventId,
      recipient: user.email,
      subject: 'Reset your CourtCash password',
      body: [
        name ? `Hi ${name},` : 'Hi,',
        '',
        'Someone (we hope you) asked to reset the password of your CourtCash account.',
        'Open the link below within one hour to choose a new password. It works once.',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
      link: `/reset-password?token=${token}`,
    });
  }
}
