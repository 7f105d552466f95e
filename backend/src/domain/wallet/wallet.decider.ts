import { Decider, assertNever } from '../shared/decider';
import { decideAdjustBalance } from './wallet-adjustments.decide';
import { decideRequestCardWithdrawal, decideSettleCardRefund } from './wallet-card-withdrawals.decide';
import {
  decideApproveDeposit,
  decideRecordCardDeposit,
  decideRejectDeposit,
  decideRequestBankDeposit,
} from './wallet-deposits.decide';
import { decideEscrowEntryFee, decidePayPrize, decideRefundEntryFee } from './wallet-tournament.decide';
import { decideCompleteWithdrawal, decideRejectWithdrawal, decideRequestWithdrawal } from './wallet-withdrawals.decide';
import { WalletCommand } from './wallet.commands';
import { WalletEvent } from './wallet.events';
import { requireOpen } from './wallet.guards';
import { WalletState, evolveWallet, initialWalletState } from './wallet.state';

export function decideWallet(command: WalletCommand, state: WalletState): WalletEvent[] {
  if (command.type === 'OpenWallet') {
    // Opening is idempotent: a retried registration must not open a second wallet.
    if (state.status === 'open') return [];
    return [{ type: 'WalletOpened', data: { userId: command.data.userId, openedAt: command.data.now } }];
  }
  requireOpen(state);
  switch (command.type) {
    case 'RecordCardDeposit':
      return decideRecordCardDeposit(command, state);
    case 'RequestBankDeposit':
      return decideRequestBankDeposit(command, state);
    case 'ApproveDeposit':
      return decideApproveDeposit(command, state);
    case 'RejectDeposit':
      return decideRejectDeposit(command, state);
    case 'RequestWithdrawal':
      return decideRequestWithdrawal(command, state);
    case 'RequestCardWithdrawal':
      return decideRequestCardWithdrawal(command, state);
    case 'SettleCardRefund':
      return decideSettleCardRefund(command, state);
    case 'CompleteWithdrawal':
      return decideCompleteWithdrawal(command, state);
    case 'RejectWithdrawal':
      return decideRejectWithdrawal(command, state);
    case 'AdjustBalance':
      return decideAdjustBalance(command, state);
    case 'EscrowEntryFee':
      return decideEscrowEntryFee(command, state);
    case 'RefundEntryFee':
      return decideRefundEntryFee(command, state);
    case 'PayPrize':
      return decidePayPrize(command, state);
    default:
      return assertNever(command);
  }
}

export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  decide: decideWallet,
  evolve: evolveWallet,
  initialState: initialWalletState,
  eventSubject: walletEventSubject,
};

/**
 * What each event is about: its id is derived from it (and the stream and type), so it never changes
 * for a given event and a retried command cannot append the same event twice.
 */
export function walletEventSubject(event: WalletEvent): string {
  switch (event.type) {
    case 'WalletOpened':
      return event.data.userId;
    case 'DepositRequested':
    case 'Deposited':
    case 'DepositRejected':
      return event.data.depositId;
    case 'WithdrawalRequested':
    case 'WithdrawalCompleted':
    case 'WithdrawalRejected':
      return event.data.withdrawalId;
    case 'BalanceAdjusted':
      return event.data.adjustmentId;
    case 'EntryFeeEscrowed':
    case 'EntryFeeRefunded':
      return event.data.reservationId;
    case 'PrizePaid':
      return event.data.tournamentId;
    default:
      return assertNever(event);
  }
}
