import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { accountStreamName } from '../../../domain/account/account.events';
import {
  RECOVERY_CODE_COUNT,
  SecondFactorCommand,
  invalidSecondFactorCode,
  secondFactorDecider,
} from '../../../domain/account/second-factor.decider';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { ReadModels } from '../../../projections/runner/read-models';
import { AccountClock } from '../shared/account-clock';
import { plainName, queueAccountMail } from '../shared/account-mail';
import { SignOutEverywhere } from '../shared/sign-out-everywhere';
import {
  SecretBox,
  canonicalRecoveryCode,
  hashRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  otpauthUrl,
  totpStep,
} from './totp';

export interface FactorOwner {
  id: string;
  email: string;
  firstName: string | null;
  isAdmin: boolean;
}

/**
 * The TOTP second factor of `account-{userId}` (docs/decisions/account-security.md): setting it up,
 * checking a code at sign-in (a TOTP code once per time step, or a recovery code once), turning it
 * off. Each change is an event and is told to the account's address.
 */
@Injectable()
export class SecondFactors {
  private readonly box: SecretBox;
  private readonly logger = new Logger('SecondFactors');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly dataSource: DataSource,
    private readonly runner: ReadModels,
    private readonly clock: AccountClock,
    private readonly signOut: SignOutEverywhere,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.sessionSecret);
  }

  /** A new secret for the authenticator app, and the same sealed for the session to keep until `enable`. */
  start(owner: FactorOwner): { secret: string; otpauthUrl: string; sealed: string } {
    const secret = newTotpSecret();
    return { secret, otpauthUrl: otpauthUrl(secret, owner.email), sealed: this.box.seal(secret) };
  }

  /**
   * The first code proves the app holds the secret: then SecondFactorEnabled with hashed recovery
   * codes (the only time they are shown), every other session signed out, and a notice mailed.
   */
  async enable(
    owner: FactorOwner,
    sealed: string,
    code: string,
    context: CommandContext,
    keepSessionId: string | null,
  ): Promise<string[]> {
    const step = totpStep(this.box.open(sealed), code.trim());
    if (step === null) throw invalidSecondFactorCode();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const recoveryCodeHashes = codes.map((c) => hashRecoveryCode(canonicalRecoveryCode(c)!));
    const eventId = await this.append(owner.id, context, {
      type: 'EnableSecondFactor',
      data: { userId: owner.id, secretCiphertext: sealed, recoveryCodeHashes, now: this.now() },
    });
    if (!eventId) throw new Error('enabling a second factor appended nothing');
    await this.claimStep(owner.id, step);
    await this.signOut.allSessionsBut(owner.id, keepSessionId);
    await this.notify(owner, eventId, 'Second factor turned on for your CourtCash account', [
      'An authenticator app was just set up as the second factor of your CourtCash account.',
      'From now on, signing in asks for its 6-digit code after your password.',
      'If this was not you, reset your password at once and write to our support.',
    ]);
    return codes;
  }

  /** Accepts a TOTP code or an unused recovery code for the account; AUTH.SECOND_FACTOR_INVALID otherwise. */
  async verify(owner: FactorOwner, input: string, context: CommandContext): Promise<void> {
    const state = await this.executor.state(accountStreamName(owner.id), secondFactorDecider);
    if (!state.enabled || !state.secretCiphertext) throw invalidSecondFactorCode();
    const code = input.trim();
    if (/^\d{6}$/.test(code)) {
      const step = totpStep(this.box.open(state.secretCiphertext), code);
      if (step === null || !(await this.claimStep(owner.id, step))) throw invalidSecondFactorCode();
      return;
    }
    const canonical = canonicalRecoveryCode(code);
    if (!canonical) throw invalidSecondFactorCode();
    const eventId = await this.append(owner.id, context, {
      type: 'UseRecoveryCode',
      data: { userId: owner.id, codeHash: hashRecoveryCode(canonical), now: this.now() },
    });
    if (!eventId) throw invalidSecondFactorCode();
    await this.notify(owner, eventId, 'A recovery code was used on your CourtCash account', [
      'Someone signed in to your CourtCash account with one of your recovery codes. It will not work again.',
      'If this was not you, reset your password at once and write to our support.',
    ]);
  }

  async disable(owner: FactorOwner, context: CommandContext): Promise<boolean> {
    const eventId = await this.append(owner.id, context, {
      type: 'DisableSecondFactor',
      data: { userId: owner.id, isAdmin: owner.isAdmin, now: this.now() },
    });
    if (!eventId) return false; // it was not on
    await this.notify(owner, eventId, 'Second factor turned off for your CourtCash account', [
      'The second factor of your CourtCash account was turned off: signing in needs only your password now.',
      'If this was not you, reset your password at once and write to our support.',
    ]);
    return true;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  /**
   * Appends the command's event and waits for the read models. Returns the event's id (a mail
   * derives from it), or null when the decider decided nothing.
   */
  private async append(userId: string, context: CommandContext, command: SecondFactorCommand): Promise<string | null> {
    const eventId = randomUUID();
    const result = await this.executor.handle(
      accountStreamName(userId),
      secondFactorDecider,
      command,
      { ...context, actorUserId: context.actorUserId ?? userId },
      { eventId: () => eventId },
    );
    if (!result.position) return null;
    await this.runner.waitFor(result.position, this.config.projectionWaitTimeoutMs);
    return eventId;
  }

  /** True when `step` is later than any this account used: one code, one sign-in, on every instance. */
  private async claimStep(userId: string, step: number): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `INSERT INTO second_factor_steps AS s (user_id, last_step) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET last_step = excluded.last_step WHERE s.last_step < excluded.last_step
       RETURNING user_id`,
      [userId, step],
    );
    return rows.length === 1;
  }

  private async notify(owner: FactorOwner, eventId: string, subject: string, lines: string[]): Promise<void> {
    const name = plainName(owner.firstName);
    await queueAccountMail(this.dataSource, {
      sourceEventId: eventId,
      recipient: owner.email,
      subject,
      body: [name ? `Hi ${name},` : 'Hi,', '', ...lines].join('\n'),
      link: '/profile',
    }).catch((error: Error) => this.logger.warn(`notice "${subject}" not queued: ${error.message}`));
  }
}
