import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DomainError } from '../../../domain/shared/decider';
import { EmailChangeCommand } from '../../../domain/user/email-change';
import { userDecider } from '../../../domain/user/user.decider';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { EmailChangeTokenRow } from '../../../projections/account-tokens/account-token.entities';
import { ReadModels } from '../../../projections/runner/read-models';
import { emailStreamName, reserveEmail } from '../../identity/identity.public';
import { AccountClock } from '../shared/account-clock';
import { plainName, queueAccountMail } from '../shared/account-mail';
import { hashLinkToken, LINK_TOKEN_PATTERN, newLinkToken } from '../shared/link-token';
import { SignOutEverywhere } from '../shared/sign-out-everywhere';

export interface EmailOwner {
  id: string;
  email: string;
  firstName: string | null;
}

const emailTaken = () => new DomainError('USER.EMAIL_TAKEN', 'An account with this email already exists.', 'conflict');
const linkInvalid = () =>
  new DomainError(
    'USER.EMAIL_CHANGE_LINK_INVALID',
    'This link is not valid. To change your email address, start again from your profile.',
  );

/**
 * Moving an account to another address (docs/decisions/email-and-password-changes.md): the
 * request (current password checked by the caller) mails a link to the new address and a notice
 * with a "this was not me" link to the old one; the address changes only when the new address
 * opens its link; the old address's link cancels (or undoes) the change for 7 days and signs out
 * every session. All three are events on `user-{id}`, where the address lives.
 */
@Injectable()
export class EmailChanges {
  private readonly logger = new Logger('EmailChanges');

  constructor(
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly runner: ReadModels,
    private readonly clock: AccountClock,
    private readonly signOut: SignOutEverywhere,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(owner: EmailOwner, toEmail: string, context: CommandContext): Promise<void> {
    const holder = await this.reservedBy(toEmail);
    if (holder !== null && holder !== owner.id) throw emailTaken();
    const confirmToken = newLinkToken();
    const cancelToken = newLinkToken();
    const eventId = await this.append(owner.id, context, {
      type: 'RequestEmailChange',
      data: {
        userId: owner.id,
        toEmail,
        confirmTokenHash: hashLinkToken(confirmToken),
        cancelTokenHash: hashLinkToken(cancelToken),
        now: this.clock.now().toISOString(),
      },
    });
    if (!eventId) throw new Error('an e-mail change request appended nothing');
    const hello = plainName(owner.firstName) ? `Hi ${plainName(owner.firstName)},` : 'Hi,';
    await queueAccountMail(this.dataSource, {
      sourceEventId: eventId,
      recipient: toEmail,
      subject: 'Confirm your new CourtCash email address',
      body: [
        hello,
        '',
        'You asked to use this address for your CourtCash account.',
        'Open the link below within 48 hours to confirm it. Until then, sign in with your current address.',
        'If you did not ask for this, ignore this email: nothing changes.',
      ].join('\n'),
      link: `/confirm-email-change?token=${confirmToken}`,
    });
    await queueAccountMail(this.dataSource, {
      sourceEventId: eventId,
      recipient: owner.email,
      subject: 'Your CourtCash email address is about to change',
      body: [
        hello,
        '',
        `Someone signed in to your CourtCash account asked to change its email address to ${toEmail}.`,
        'If this was you, there is nothing to do here.',
        'If it was not you, open the link below: it cancels the change (or undoes it, if it was already made)',
        'and signs the account out everywhere. Then choose a new password. The link works for 7 days.',
      ].join('\n'),
      link: `/cancel-email-change?token=${cancelToken}`,
    });
  }

  /** The new address opened its link: it becomes the account's (reserved first, as at sign-up). */
  async confirm(token: string, context: CommandContext): Promise<void> {
    const userId = await this.owner(token, 'confirm');
    const confirmTokenHash = hashLinkToken(token);
    const command: EmailChangeCommand = {
      type: 'ConfirmEmailChange',
      data: { userId, confirmTokenHash, now: this.clock.now().toISOString() },
    };
    // Decide once before reserving, so a refused link reserves no address.
    const decided = userDecider.decide(command, await this.state(userId));
    const changed = decided.find((e) => e.type === 'EmailChanged');
    if (!changed) return; // opened twice
    const holder = await reserveEmail(this.executor, changed.data.toEmail, userId, {
      correlationId: context.correlationId,
      actorUserId: userId,
    });
    if (holder !== null && holder !== userId) throw emailTaken();
    await this.append(userId, context, command);
  }

  /** Cancels or undoes the change; every session of the account ends, also when the link is opened again. */
  async cancel(token: string, context: CommandContext): Promise<void> {
    const userId = await this.owner(token, 'cancel');
    await this.append(userId, context, {
      type: 'CancelEmailChange',
      data: { userId, cancelTokenHash: hashLinkToken(token), now: this.clock.now().toISOString() },
    });
    await this.signOut.allSessionsBut(userId, null);
  }

  private async owner(token: string, kind: 'confirm' | 'cancel'): Promise<string> {
    if (!LINK_TOKEN_PATTERN.test(token)) throw linkInvalid();
    const row = await this.dataSource
      .getRepository(EmailChangeTokenRow)
      .findOne({ where: { token: hashLinkToken(token), kind } });
    if (!row) throw linkInvalid();
    return row.userId;
  }

  private state(userId: string) {
    return this.executor.state(streamNames().user(userId), userDecider);
  }

  private async reservedBy(email: string): Promise<string | null> {
    const [reservation] = await this.store.readStream(emailStreamName(email));
    return reservation ? (reservation.data as { userId: string }).userId : null;
  }

  /** Appends on `user-{id}` and waits for the read models; the event's id, or null when nothing was decided. */
  private async append(userId: string, context: CommandContext, command: EmailChangeCommand): Promise<string | null> {
    const eventId = randomUUID();
    const result = await this.executor.handle(
      streamNames().user(userId),
      userDecider,
      command,
      { ...context, actorUserId: context.actorUserId ?? userId },
      { eventId: () => eventId },
    );
    if (!result.position) return null;
    await this.runner.waitFor(result.position, this.config.projectionWaitTimeoutMs).catch((error: Error) => {
      this.logger.warn(`e-mail change of ${userId}: read models not caught up yet: ${error.message}`);
    });
    return eventId;
  }
}
