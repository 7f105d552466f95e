import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { accountDecider } from '../../../domain/account/account.decider';
import { accountStreamName } from '../../../domain/account/account.events';
import { DomainError } from '../../../domain/shared/decider';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { CommandContext, executeCommand } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { UsersReadRepository } from '../../identity/identity.public';
import { AccountClock } from '../shared/account-clock';
import { plainName, queueAccountMail } from '../shared/account-mail';
import { hashLinkToken, newLinkToken } from '../shared/link-token';

/** Sent by sign-up (RegisterController) and by the banner's "Resend" button. */
export class SendEmailVerificationCommand {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(SendEmailVerificationCommand)
export class SendEmailVerificationHandler implements ICommandHandler<SendEmailVerificationCommand, void> {
  private readonly logger = new Logger('EmailVerification');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UsersReadRepository,
    private readonly dataSource: DataSource,
    private readonly runner: ProjectionRunner,
    private readonly clock: AccountClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, context }: SendEmailVerificationCommand): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('USER.NOT_FOUND', 'This user does not exist.', 'not_found');
    if (user.emailVerified) {
      throw new DomainError('ACCOUNT.EMAIL_ALREADY_VERIFIED', 'Your email address is already verified.', 'conflict');
    }
    const token = newLinkToken();
    const tokenHash = hashLinkToken(token);
    const now = this.clock.now();
    const eventId = deterministicUuid('EmailVerificationRequested', tokenHash);
    const result = await executeCommand(
      this.store,
      accountStreamName(userId),
      accountDecider,
      { type: 'RequestEmailVerification', data: { userId, email: user.email, tokenHash, now: now.toISOString() } },
      context,
      { eventId: () => eventId },
    );
    if (!result.appended) return;
    await this.runner.waitFor(result.appended.position, this.config.projectionWaitTimeoutMs).catch((error: Error) => {
      this.logger.warn(`verification link for ${userId} queued before the read model caught up: ${error.message}`);
    });
    const name = plainName(user.firstName);
    await queueAccountMail(this.dataSource, {
      sourceEventId: eventId,
      recipient: user.email,
      subject: 'Confirm your email address',
      body: [
        name ? `Welcome to CourtCash, ${name}!` : 'Welcome to CourtCash!',
        '',
        'Please confirm that this is your email address by opening the link below (it works for 48 hours).',
        'If you did not create a CourtCash account, ignore this email.',
      ].join('\n'),
      link: `/verify-email?token=${token}`,
    });
  }
}
