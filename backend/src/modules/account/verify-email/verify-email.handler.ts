import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { accountDecider } from '../../../domain/account/account.decider';
import { accountStreamName } from '../../../domain/account/account.events';
import { DomainError } from '../../../domain/shared/decider';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { CommandContext, executeCommand } from '../../../infrastructure/event-sourcing/command-executor';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { UsersReadRepository } from '../../identity/identity.public';
import { AccountClock } from '../shared/account-clock';
import { hashLinkToken, LINK_TOKEN_PATTERN } from '../shared/link-token';

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
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UsersReadRepository,
    private readonly dataSource: DataSource,
    private readonly runner: ProjectionRunner,
    private readonly clock: AccountClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token, context }: VerifyEmailCommand): Promise<void> {
    if (!LINK_TOKEN_PATTERN.test(token)) throw invalidLink();
    const tokenHash = hashLinkToken(token);
    const rows = await this.dataSource.query<Array<{ user_id: string }>>(
      `SELECT user_id FROM email_verification_tokens WHERE token = $1`,
      [tokenHash],
    );
    const user = rows[0] ? await this.users.findById(rows[0].user_id) : null;
    if (!user) throw invalidLink();
    const result = await executeCommand(
      this.store,
      accountStreamName(user.id),
      accountDecider,
      {
        type: 'VerifyEmail',
        data: { userId: user.id, tokenHash, currentEmail: user.email, now: this.clock.now().toISOString() },
      },
      { ...context, actorUserId: context.actorUserId ?? user.id },
    );
    if (result.appended) await this.runner.waitFor(result.appended.position, this.config.projectionWaitTimeoutMs);
  }
}
