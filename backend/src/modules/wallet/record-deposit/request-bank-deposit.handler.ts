import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { claimDecider } from '../../../domain/shared/claim';
import { DomainError } from '../../../domain/shared/decider';
import { Cents } from '../../../domain/shared/money';
import { WalletErrorCode, walletErrors } from '../../../domain/wallet/wallet.errors';
import { referenceKey } from '../../../domain/wallet/wallet.state';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { streamNames } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { PlayerGate } from '../../player/player.public';
import { requireDepositLimits } from '../shared/deposit-limits';

export class RequestBankDepositCommand {
  constructor(
    readonly userId: string,
    readonly amountCents: Cents,
    readonly reference: string,
    readonly context: CommandContext,
    readonly now: Date = new Date(),
  ) {}
}

/** The reservation stream of a bank reference: hashed, like the e-mail reservations. */
/** One bank transfer reference, one deposit: the first `BankReferenceReserved` wins. */
export const bankReferenceDecider = claimDecider(
  'BankReferenceReserved',
  (data: { reference: string; userId: string; depositId: string }) => data.depositId,
);

export function bankReferenceStreamName(reference: string): string {
  return `bank_reference-${createHash('sha256').update(referenceKey('bank_transfer', reference)).digest('hex')}`;
}

/**
 * Records a bank transfer the player says they made, as pending: nothing is credited until finance
 * approves it. A reference can be claimed once across all players: the store decides that, since
 * the reference's reservation stream can only be created once (expected revision "no stream").
 * The deposit id comes from (player, reference), so finishing a half-done request after a crash
 * appends nothing twice.
 */
@CommandHandler(RequestBankDepositCommand)
export class RequestBankDepositHandler implements ICommandHandler<RequestBankDepositCommand, { depositId: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly gate: PlayerGate,
  ) {}

  async execute({
    userId,
    amountCents,
    reference: typed,
    context,
    now,
  }: RequestBankDepositCommand): Promise<{ depositId: string }> {
    // No account configured (BANK_* unset): the screens hide the option, and the API refuses it too.
    if (!this.config.bankDetails) {
      throw new DomainError(
        'PAYMENTS.BANK_TRANSFER_UNAVAILABLE',
        'Bank transfer is not available right now. Please pay by card.',
        'conflict',
      );
    }
    const reference = typed.trim();
    if (reference === '') throw walletErrors.referenceRequired();
    // Before the reservation: a refused amount must not burn the reference.
    requireDepositLimits(amountCents);
    const depositId = deterministicUuid('bank-deposit', userId, referenceKey('bank_transfer', reference));
    // Who may deposit, and how much (docs/decisions/eligibility.md); a repeat of a request made is answered as before.
    if (!(await this.executor.state(streamNames().wallet(userId), walletDecider)).deposits.has(depositId)) {
      await this.gate.requireDeposit(userId, amountCents, now);
    }
    await this.reserve(reference, userId, depositId, context);
    try {
      const result = await this.executor.handle(
        streamNames().wallet(userId),
        walletDecider,
        { type: 'RequestBankDeposit', data: { depositId, amountCents, reference, now: now.toISOString() } },
        context,
      );
      // Already requested by this player: a second submission of one transfer, not a new deposit.
      if (result.events.length === 0) throw walletErrors.duplicateReference();
    } catch (error) {
      if (error instanceof DomainError && error.code === WalletErrorCode.DEPOSIT_ID_REUSED)
        throw walletErrors.duplicateReference();
      throw error;
    }
    return { depositId };
  }

  /** The reference is this deposit's for good; taken by this very deposit (a retry after a crash) is fine. */
  private async reserve(reference: string, userId: string, depositId: string, context: CommandContext): Promise<void> {
    const { state } = await this.executor.handle(
      bankReferenceStreamName(reference),
      bankReferenceDecider,
      { type: 'Claim', data: { reference, userId, depositId } },
      context,
    );
    if (state?.depositId !== depositId) throw walletErrors.duplicateReference();
  }
}
