/**
 * Deposits. Card-like payments are credited at once (the provider already took the money); bank
 * transfers are two-step: requested by the player, then approved (credited) or rejected by an admin.
 */
import { Cents } from '../shared/money';
import { checkFourEyes } from '../approval/approval.decider';
import { secondApprover } from './wallet-adjustments.decide';
import { ApproveDeposit, RecordCardDeposit, RejectDeposit, RequestBankDeposit } from './wallet.commands';
import { walletErrors } from './wallet.errors';
import { Deposited, DepositRejected, DepositRequested } from './wallet.events';
import { requireReason, requireWholeCents } from './wallet.guards';
import { MAX_DEPOSIT_CENTS, MIN_DEPOSIT_CENTS, cardFeeCents, depositFeeCents } from './wallet.limits';
import { WalletState, referenceKey } from './wallet.state';

function requireDepositAmount(amountCents: Cents): void {
  requireWholeCents(amountCents);
  if (amountCents < MIN_DEPOSIT_CENTS) throw walletErrors.depositBelowMinimum();
  if (amountCents > MAX_DEPOSIT_CENTS) throw walletErrors.depositAboveMaximum();
}

function requireReference(reference: string): string {
  const trimmed = reference.trim();
  if (trimmed === '') throw walletErrors.referenceRequired();
  return trimmed;
}

export function decideRecordCardDeposit({ data }: RecordCardDeposit, state: WalletState): Deposited[] {
  requireDepositAmount(data.amountCents);
  const reference = requireReference(data.providerReference);
  const existing = state.deposits.get(data.depositId);
  if (existing) {
    const sameRequest =
      existing.method === data.method && existing.amountCents === data.amountCents && existing.reference === reference;
    if (sameRequest) return [];
    throw walletErrors.depositIdReused();
  }
  // The same payment intent reported twice (the client's confirm and the provider's webhook both
  // record it): it paid once, so it is credited once.
  if (state.usedReferences.has(referenceKey(data.method, reference))) return [];
  return [
    {
      type: 'Deposited',
      data: {
        depositId: data.depositId,
        amountCents: data.amountCents,
        method: data.method,
        reference,
        feeCents: cardFeeCents(data.amountCents),
        depositedAt: data.now,
        approvedBy: null,
      },
    },
  ];
}

export function decideRequestBankDeposit({ data }: RequestBankDeposit, state: WalletState): DepositRequested[] {
  requireDepositAmount(data.amountCents);
  const reference = requireReference(data.reference);
  const existing = state.deposits.get(data.depositId);
  if (existing) {
    const sameRequest =
      existing.method === 'bank_transfer' &&
      existing.amountCents === data.amountCents &&
      referenceKey('bank_transfer', existing.reference) === referenceKey('bank_transfer', reference);
    if (sameRequest) return [];
    throw walletErrors.depositIdReused();
  }
  // A reference stays used even after a rejection, so one transfer can never be claimed twice;
  // a genuine resubmission goes through support (an admin adjustment).
  if (state.usedReferences.has(referenceKey('bank_transfer', reference))) {
    throw walletErrors.duplicateReference();
  }
  return [
    {
      type: 'DepositRequested',
      data: {
        depositId: data.depositId,
        amountCents: data.amountCents,
        method: 'bank_transfer',
        reference,
        requestedAt: data.now,
      },
    },
  ];
}

export function decideApproveDeposit({ data }: ApproveDeposit, state: WalletState): Deposited[] {
  const deposit = state.deposits.get(data.depositId);
  if (!deposit) throw walletErrors.depositNotFound();
  switch (deposit.status) {
    case 'credited':
      return [];
    case 'rejected':
      throw walletErrors.depositNotPending('rejected');
    case 'pending':
      checkFourEyes(data.adminId, state.userId, deposit.amountCents, data.fourEyes);
      return [
        {
          type: 'Deposited',
          data: {
            depositId: data.depositId,
            amountCents: deposit.amountCents,
            method: deposit.method,
            reference: deposit.reference,
            feeCents: depositFeeCents(deposit.method, deposit.amountCents),
            depositedAt: data.now,
            approvedBy: data.adminId,
            ...secondApprover(data.fourEyes.secondApprover),
          },
        },
      ];
  }
}

export function decideRejectDeposit({ data }: RejectDeposit, state: WalletState): DepositRejected[] {
  const reason = requireReason(data.reason);
  const deposit = state.deposits.get(data.depositId);
  if (!deposit) throw walletErrors.depositNotFound();
  switch (deposit.status) {
    case 'rejected':
      return [];
    case 'credited':
      throw walletErrors.depositNotPending('credited');
    case 'pending':
      return [
        {
          type: 'DepositRejected',
          data: {
            depositId: data.depositId,
            amountCents: deposit.amountCents,
            reason,
            rejectedBy: data.adminId,
            rejectedAt: data.now,
          },
        },
      ];
  }
}
