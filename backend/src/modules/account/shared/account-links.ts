import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { AccountCommand, accountDecider } from '../../../domain/account/account.decider';
import { accountStreamName } from '../../../domain/account/account.events';
import { DomainError } from '../../../domain/shared/decider';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import {
  EmailVerificationTokenRow,
  PasswordResetTokenRow,
} from '../../../projections/account-tokens/account-token.entities';
import { ReadModels } from '../../../projections/runner/read-models';
import { AccountClock } from './account-clock';
import { plainName, queueAccountMail } from './account-mail';
import { hashLinkToken, LINK_TOKEN_PATTERN, newLinkToken } from './link-token';

/** The two e-mailed links: where their token rows are read, and the event whose id a request derives. */
const LINKS = {
  passwordReset: { table: PasswordResetTokenRow, requested: 'PasswordResetRequested' },
  emailVerification: { table: EmailVerificationTokenRow, requested: 'EmailVerificationRequested' },
} as const;
export type LinkKind = keyof typeof LINKS;

export interface LinkRecipient {
  id: string;
  email: string;
  firstName: string | null;
}

export interface LinkMail {
  subject: string;
  /** Built with the recipient's name made safe for message text ('' when unknown). */
  body: (name: string) => string;
  /** The frontend path the link opens; the token is added as `?token=`. */
  path: string;
}

/**
 * What the password-reset and e-mail-verification use cases share: a link carries a random token
 * whose hash (never the token) goes into the account stream; the mail is queued only once the
 * token's row is in the read model, and redeeming a link finds its account by that row, then lets
 * the account decider judge it (single use, expiry, newer links void older ones).
 */
@Injectable()
export class AccountLinks {
  private readonly logger = new Logger('AccountLinks');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    private readonly runner: ReadModels,
    private readonly clock: AccountClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Appends the request `command` builds for a new token and mails the link; nothing is sent when it was refused quietly (over a cap). */
  async send(
    kind: LinkKind,
    user: LinkRecipient,
    command: (tokenHash: string, now: string) => AccountCommand,
    mail: LinkMail,
    context: CommandContext,
  ): Promise<void> {
    const token = newLinkToken();
    const tokenHash = hashLinkToken(token);
    const eventId = deterministicUuid(LINKS[kind].requested, tokenHash);
    const result = await this.executor.handle(
      accountStreamName(user.id),
      accountDecider,
      command(tokenHash, this.clock.now().toISOString()),
      context,
      { eventId: () => eventId },
    );
    if (!result.position) return;
    // The link must work as soon as it arrives: its token row has to be in the read model first.
    await this.runner.waitFor(result.position, this.config.projectionWaitTimeoutMs).catch((error: Error) => {
      this.logger.warn(`${kind} link for ${user.id} queued before the read model caught up: ${error.message}`);
    });
    await queueAccountMail(this.dataSource, {
      sourceEventId: eventId,
      recipient: user.email,
      subject: mail.subject,
      body: mail.body(plainName(user.firstName)),
      link: `${mail.path}?token=${token}`,
    });
  }

  /** The account a link was sent to; `invalid` for a malformed or unknown token (checked before any read). */
  async owner(
    kind: LinkKind,
    token: string,
    invalid: () => DomainError,
  ): Promise<{ userId: string; tokenHash: string }> {
    if (!LINK_TOKEN_PATTERN.test(token)) throw invalid();
    const tokenHash = hashLinkToken(token);
    const row = await this.dataSource.getRepository(LINKS[kind].table).findOne({ where: { token: tokenHash } });
    if (!row) throw invalid();
    return { userId: row.userId, tokenHash };
  }

  /**
   * Redeems a link on its account's stream, acting as the account's owner when signed out. When it
   * changed something, `afterAppend` runs (before waiting, so a slow read model cannot skip it) and
   * the read models are waited for, so the next page shows the change. Returns whether it changed something.
   */
  async redeem(
    userId: string,
    command: (now: string) => AccountCommand,
    context: CommandContext,
    afterAppend?: () => Promise<void>,
  ): Promise<boolean> {
    const result = await this.executor.handle(
      accountStreamName(userId),
      accountDecider,
      command(this.clock.now().toISOString()),
      { ...context, actorUserId: context.actorUserId ?? userId },
    );
    if (!result.position) return false;
    if (afterAppend) await afterAppend();
    await this.runner.waitFor(result.position, this.config.projectionWaitTimeoutMs);
    return true;
  }
}
