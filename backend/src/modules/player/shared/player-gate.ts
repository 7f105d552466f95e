import { Inject, Injectable } from '@nestjs/common';
import {
  EligibilityPolicy,
  PastDeposit,
  requireDepositAllowed,
  requireMayPayIn,
  withdrawalLimitFor,
} from '../../../domain/player/player.gates';
import { Cents } from '../../../domain/shared/money';
import { WalletState } from '../../../domain/wallet/wallet.state';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { PlayerStreams } from './player-streams';

export function pastDeposits(wallet: WalletState): PastDeposit[] {
  const deposits: PastDeposit[] = [];
  for (const deposit of wallet.deposits.values()) {
    if (deposit.status !== 'rejected') deposits.push({ amountCents: deposit.amountCents, at: deposit.at });
  }
  return deposits;
}

/**
 * The checks money commands make on the player's own stream before deciding (never on what the
 * browser says). Refusals are DomainErrors with codes; nothing is appended by a check.
 * See docs/decisions/eligibility.md for why the check sits before the wallet's decision.
 */
@Injectable()
export class PlayerGate {
  constructor(
    private readonly streams: PlayerStreams,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get policy(): EligibilityPolicy {
    return this.config.eligibility;
  }

  /** Before money goes in: age, place, breaks, the player's deposit limits and the unverified total. */
  async requireDeposit(userId: string, amountCents: Cents, now: Date = new Date()): Promise<void> {
    const [player, wallet] = await Promise.all([this.streams.state(userId), this.streams.wallet(userId)]);
    requireDepositAllowed(player, pastDeposits(wallet), amountCents, now.toISOString(), this.policy);
  }

  /** Before a paid join or a paid match is created. */
  async requirePaidPlay(userId: string, now: Date = new Date()): Promise<void> {
    requireMayPayIn(await this.streams.state(userId), now.toISOString(), this.policy);
  }

  /** Before a withdrawal: a verified person, to their own account. Answers their daily limit. */
  async withdrawalLimit(userId: string, accountHolderName: string): Promise<Cents> {
    return withdrawalLimitFor(await this.streams.state(userId), accountHolderName, this.policy);
  }

  /**
   * Before a withdrawal to the card: the same verification and daily limit as to a bank; the
   * holder is the verified person (docs/decisions/card-withdrawals.md).
   */
  async cardWithdrawal(userId: string): Promise<{ legalName: string; dailyLimitCents: Cents }> {
    const player = await this.streams.state(userId);
    const legalName = player.legalName ?? '';
    return { legalName, dailyLimitCents: withdrawalLimitFor(player, legalName, this.policy) };
  }
}
