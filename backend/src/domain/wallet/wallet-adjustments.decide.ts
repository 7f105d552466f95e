/** Admin corrections: a signed amount with a reason, never an edit of past events (Formance). */
import { checkFourEyes } from '../approval/approval.decider';
import { AdjustBalance } from './wallet.commands';
import { walletErrors } from './wallet.errors';
import { BalanceAdjusted } from './wallet.events';
import { requireReason, requireWholeCents } from './wallet.guards';
import { WalletState } from './wallet.state';
import { MAX_ADJUSTMENT_CENTS, MAX_WALLET_BALANCE_CENTS } from './wallet.limits';

export function decideAdjustBalance({ data }: AdjustBalance, state: WalletState): BalanceAdjusted[] {
  requireWholeCents(data.amountCents);
  if (data.amountCents === 0) throw walletErrors.zeroAdjustment();
  if (Math.abs(data.amountCents) > MAX_ADJUSTMENT_CENTS) throw walletErrors.adjustmentTooLarge();
  const reason = requireReason(data.reason);

  const existing = state.adjustments.get(data.adjustmentId);
  if (existing) {
    if (existing.amountCents === data.amountCents && existing.reason === reason) return [];
    throw walletErrors.adjustmentIdReused();
  }
  // Held money is promised to a pending withdrawal, so only the available balance can be taken.
  if (state.availableCents + data.amountCents < 0) throw walletErrors.insufficientFundsForAdjustment();
  if (state.availableCents + state.heldCents + data.amountCents > MAX_WALLET_BALANCE_CENTS)
    throw walletErrors.balanceLimit();
  // Last, so a request for a second approval is only made for an adjustment that could be made now.
  checkFourEyes(data.adminId, state.userId, data.amountCents, data.fourEyes);

  return [
    {
      type: 'BalanceAdjusted',
      data: {
        adjustmentId: data.adjustmentId,
        amountCents: data.amountCents,
        reason,
        adminId: data.adminId,
        adjustedAt: data.now,
        ...secondApprover(data.fourEyes.secondApprover),
      },
    },
  ];
}

/** Recorded only when there was one, so events below the threshold keep their shape. */
export const secondApprover = (id: string | null): { secondApprover?: string } => (id ? { secondApprover: id } : {});
