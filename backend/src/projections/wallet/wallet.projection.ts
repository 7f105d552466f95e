import { formatCents } from '../../domain/shared/money';
import { DepositMethod, WalletEvent } from '../../domain/wallet/wallet.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RowProjection } from '../runner/projection';
import { Maybe, then } from '../runner/maybe';
import { ProjectionRows } from '../runner/projection-rows';
import { RowTable } from '../runner/row-table';
import { maskAccountNumber } from './account-number-mask';
import { userIdOfWalletStream } from './platform-ledger';
import { WALLET_EVENT_TYPES } from '../runner/event-types';

const METHOD_LABEL: Record<DepositMethod, string> = {
  card: 'Card deposit',
  apple_pay: 'Apple Pay deposit',
  google_pay: 'Google Pay deposit',
  paypal: 'PayPal deposit',
  bank_transfer: 'Bank transfer deposit',
};

/**
 * The player's transaction history and finance's deposit and withdrawal queues, from the
 * `wallet-{userId}` streams. Every value comes from the event (times included), so a rebuild
 * reproduces the rows exactly.
 */
export class WalletProjection extends RowProjection {
  readonly name = 'wallet';
  readonly tables = ['transactions', 'wallet_deposits', 'wallet_withdrawals'] as const;
  readonly schema = {
    transactions: { key: ['id'] },
    wallet_deposits: { key: ['id'] },
    wallet_withdrawals: { key: ['id'] },
  };
  readonly eventTypes = new Set<string>(WALLET_EVENT_TYPES.filter((type) => type !== 'WalletOpened'));

  applyTo(recorded: RecordedEvent, rows: ProjectionRows): Maybe<void> {
    const userId = userIdOfWalletStream(recorded.streamName);
    if (userId === null) return;
    const transactions = rows.table('transactions');
    const deposits = rows.table('wallet_deposits');
    const withdrawals = rows.table('wallet_withdrawals');
    const event = { type: recorded.type, data: recorded.data } as WalletEvent;
    switch (event.type) {
      case 'DepositRequested': {
        const { depositId, amountCents, method, reference, requestedAt } = event.data;
        const at = requestedAt;
        return then(
          deposits.insert({
            id: depositId,
            user_id: userId,
            method,
            amount: formatCents(amountCents),
            fee: '0.00',
            reference,
            status: 'pending',
            requested_at: at,
          }),
          () =>
            transactions.insert({
              id: depositId,
              user_id: userId,
              type: 'deposit',
              amount: formatCents(amountCents),
              fee: '0.00',
              description: `${METHOD_LABEL[method]} (reference ${reference})`,
              status: 'pending',
              created_at: at,
            }),
        );
      }
      case 'Deposited': {
        const { depositId, amountCents, feeCents, method, reference, depositedAt, approvedBy } = event.data;
        const at = depositedAt;
        if (method === 'bank_transfer') {
          // Approval of a transfer requested earlier: the rows exist, they change state.
          return then(
            deposits.update(depositId, {
              status: 'completed',
              decided_at: at,
              decided_by: approvedBy,
              decision_reason: noteOf(recorded),
            }),
            () => transactions.update(depositId, { status: 'completed', completed_at: at }),
          );
        }
        return then(
          deposits.insert({
            id: depositId,
            user_id: userId,
            method,
            amount: formatCents(amountCents),
            fee: formatCents(feeCents),
            reference,
            status: 'completed',
            requested_at: at,
            decided_at: at,
          }),
          () =>
            transactions.insert({
              id: depositId,
              user_id: userId,
              type: 'deposit',
              amount: formatCents(amountCents),
              fee: formatCents(feeCents),
              description: METHOD_LABEL[method],
              stripe_payment_intent_id: reference,
              status: 'completed',
              created_at: at,
              completed_at: at,
            }),
        );
      }
      case 'DepositRejected': {
        const { depositId, reason, rejectedBy, rejectedAt } = event.data;
        const at = rejectedAt;
        return then(
          deposits.update(depositId, {
            status: 'rejected',
            decided_at: at,
            decided_by: rejectedBy,
            decision_reason: reason,
          }),
          () => transactions.update(depositId, { status: 'rejected', completed_at: at }),
        );
      }
      case 'WithdrawalRequested': {
        const d = event.data;
        const at = d.requestedAt;
        return then(
          withdrawals.insert({
            id: d.withdrawalId,
            user_id: userId,
            amount: formatCents(d.amountCents),
            fee: formatCents(d.feeCents),
            net_amount: formatCents(d.netAmountCents),
            account_number: d.accountNumber,
            account_holder_name: d.accountHolderName,
            bank_name: d.bankName,
            status: 'pending',
            requested_at: at,
          }),
          () =>
            transactions.insert({
              id: d.withdrawalId,
              user_id: userId,
              type: 'withdrawal',
              amount: formatCents(d.amountCents),
              fee: formatCents(d.feeCents),
              // The history is shown to the player, so the account number is masked here too.
              description: `Withdrawal to ${d.bankName} ${maskAccountNumber(d.accountNumber)}`,
              status: 'pending',
              created_at: at,
            }),
        );
      }
      case 'WithdrawalCompleted': {
        const { withdrawalId, completedBy, completedAt } = event.data;
        const at = completedAt;
        return then(
          withdrawals.update(withdrawalId, {
            status: 'completed',
            decided_at: at,
            decided_by: completedBy,
            decision_reason: noteOf(recorded),
          }),
          () => transactions.update(withdrawalId, { status: 'completed', completed_at: at }),
        );
      }
      case 'WithdrawalRejected': {
        const { withdrawalId, reason, rejectedBy, rejectedAt } = event.data;
        const at = rejectedAt;
        return then(
          withdrawals.update(withdrawalId, {
            status: 'rejected',
            decided_at: at,
            decided_by: rejectedBy,
            decision_reason: reason,
          }),
          () => transactions.update(withdrawalId, { status: 'rejected', completed_at: at }),
        );
      }
      case 'BalanceAdjusted': {
        const { adjustmentId, amountCents, reason, adjustedAt } = event.data;
        const at = adjustedAt;
        return transactions.insert({
          id: adjustmentId,
          user_id: userId,
          type: amountCents > 0 ? 'credit' : 'debit',
          amount: formatCents(Math.abs(amountCents)),
          fee: '0.00',
          description: `Balance adjustment: ${reason}`,
          status: 'completed',
          created_at: at,
          completed_at: at,
        });
      }
      // Tournament money (issued by the tournament process manager): one row per event.
      case 'EntryFeeEscrowed': {
        const { tournamentId, reservationId, amountCents, escrowedAt } = event.data;
        return this.insertTournamentRow(
          transactions,
          recorded.id,
          userId,
          'entry_fee',
          amountCents,
          'Tournament entry fee',
          tournamentId,
          reservationId,
          escrowedAt,
        );
      }
      case 'EntryFeeRefunded': {
        const { tournamentId, reservationId, amountCents, refundedAt } = event.data;
        return this.insertTournamentRow(
          transactions,
          recorded.id,
          userId,
          'refund',
          amountCents,
          'Tournament entry fee refunded',
          tournamentId,
          reservationId,
          refundedAt,
        );
      }
      case 'PrizePaid': {
        const { tournamentId, amountCents, paidAt } = event.data;
        return this.insertTournamentRow(
          transactions,
          recorded.id,
          userId,
          'prize',
          amountCents,
          'Tournament prize',
          tournamentId,
          null,
          paidAt,
        );
      }
      case 'WalletOpened':
        return;
      default:
        return;
    }
  }

  private insertTournamentRow(
    transactions: RowTable,
    id: string,
    userId: string,
    type: 'entry_fee' | 'refund' | 'prize',
    amountCents: number,
    description: string,
    tournamentId: string,
    reservationId: string | null,
    atIso: string,
  ): Maybe<void> {
    const at = atIso;
    return transactions.insert({
      id,
      user_id: userId,
      type,
      amount: formatCents(amountCents),
      fee: '0.00',
      description,
      tournament_id: tournamentId,
      lock_id: reservationId,
      escrow_type: reservationId ? 'tournament' : null,
      status: 'completed',
      created_at: at,
      completed_at: at,
    });
  }
}

/** Finance's note on an approval or payout travels in the event's metadata (the event data has no field for it). */
function noteOf(recorded: RecordedEvent): string | null {
  return typeof recorded.metadata.reason === 'string' ? recorded.metadata.reason : null;
}
