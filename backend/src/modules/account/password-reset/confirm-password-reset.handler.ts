import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { accountDecider } from '../../../domain/account/account.decider';
import { accountStreamName } from '../../../domain/account/account.events';
import { DomainError } from '../../../domain/shared/decider';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { CommandContext, executeCommand } from '../../../infrastructure/event-sourcing/command-executor';
import { CachedSessionStore } from '../../../infrastructure/http/cached-session.store';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { PasswordHasher } from '../../identity/identity.public';
import { AccountClock } from '../shared/account-clock';
import { hashLinkToken, LINK_TOKEN_PATTERN } from '../shared/link-token';

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
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly runner: ProjectionRunner,
    private readonly hasher: PasswordHasher,
    private readonly clock: AccountClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: CachedSessionStore,
  ) {}

  async execute({ input, context, keepSessionId }: ConfirmPasswordResetCommand): Promise<void> {
    if (!LINK_TOKEN_PATTERN.test(input.token)) throw invalidLink();
    const tokenHash = hashLinkToken(input.token);
    const rows = await this.dataSource.query<Array<{ user_id: string }>>(
      `SELECT user_id FROM password_reset_tokens WHERE token = $1`,
      [tokenHash],
    );
    const userId = rows[0]?.user_id;
    if (!userId) throw invalidLink();
    // Single use, expiry and "a newer password voids older links" are the account stream's rules.
    const passwordHash = await this.hasher.hash(input.password);
    const result = await executeCommand(
      this.store,
      accountStreamName(userId),
      accountDecider,
      { type: 'ResetPassword', data: { userId, tokenHash, passwordHash, now: this.clock.now().toISOString() } },
      { ...context, actorUserId: context.actorUserId ?? userId },
    );
    if (!result.appended) return;
    await this.dataSource.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1 AND sid <> $2`, [
      userId,
      keepSessionId ?? '',
    ]);
    this.sessions.forgetUser(userId, keepSessionId ?? undefined);
    await this.runner.waitFor(result.appended.position, this.config.projectionWaitTimeoutMs);
  }
}
