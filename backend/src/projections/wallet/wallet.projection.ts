import { EntityManager } from 'typeorm';
import { formatCents } from '../../domain/shared/money';
import { DepositMethod, WalletEvent } from '../../domain/wallet/wallet.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { Projection } from '../runner/projection';
import { maskAccountNumber } from './account-number-mask';
import { userIdOfWalletStream } from './platform-ledger';
import { TransactionRow, WalletDepositRow, WalletWithdrawalRow } from './wallet-read-models.entity';

const METHOD_LABEL: Record<DepositMethod, string> = {
  card: 'Card deposit',
  apple_pay: 'Apple Pay deposit',
  google_pay: 'Google Pay deposit',
  bank_transfer: 'Bank transfer deposit',
};

/**
 * The player's transaction history and finance's deposit and withdrawal queues, from the
 * `wallet-{userId}` streams. Every value comes from the event (times included), so a rebuild
 * reproduces the rows exactly.
 */
export class WalletProjection implements Projection {
  readonly name = 'wallet';
  readonly tables = ['transactions', 'wallet_deposits', 'wallet_withdrawals'] as const;

  async apply(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    const userId = userIdOfWalletStream(recorded.streamName);
    if (userId === null) return;
    const event = { type: recorded.type, data: recorded.data } as WalletEvent;
    switch (event.type) {
      case 'DepositRequested': {
        const { depositId, amountCents, method, reference, requestedAt } = event.data;
        const at = new Date(requestedAt);
        await tx.insert(WalletDepositRow, {
          id: depositId,
          userId,
          method,
          amount: formatCents(amountCents),
          fee: '0.00',
          reference,
          status: 'pending',
          requestedAt: at,
        });
        await tx.insert(TransactionRow, {
          id: depositId,
          userId,
          type: 'deposit',
          amount: formatCents(amountCents),
          fee: '0.00',
          description: `${METHOD_LABEL[method]} (reference ${reference})`,
          status: 'pending',
          createdAt: at,
        });
        return;
      }
      case 'Deposited': {
        const { depositId, amountCents, feeCents, method, reference, depositedAt, approvedBy } = event.data;
        const at = new Date(depositedAt);
        if (method === 'bank_transfer') {
          // Approval of a transfer requested earlier: the rows exist, they change state.
          await tx.update(
            WalletDepositRow,
            { id: depositId },
            { status: 'completed', decidedAt: at, decidedBy: approvedBy, decisionReason: noteOf(recorded) },
          );
          await tx.update(TransactionRow, { id: depositId }, { status: 'completed', completedAt: at });
          return;
        }
        await tx.insert(WalletDepositRow, {
          id: depositId,
          userId,
          method,
          amount: formatCents(amountCents),
          fee: formatCents(feeCents),
          reference,
          status: 'completed',
          requestedAt: at,
          decidedAt: at,
        });
        await tx.insert(TransactionRow, {
          id: depositId,
          userId,
          type: 'deposit',
          amount: formatCents(amountCents),
          fee: formatCents(feeCents),
          description: METHOD_LABEL[method],
          stripePaymentIntentId: reference,
          status: 'completed',
          createdAt: at,
          completedAt: at,
        });
        return;
      }
      case 'DepositRejected': {
        const { depositId, reason, rejectedBy, rejectedAt } = event.data;
        const at = new Date(rejectedAt);
        await tx.update(
          WalletDepositRow,
          { id: depositId },
          { status: 'rejected', decidedAt: at, decidedBy: rejectedBy, decisionReason: reason },
        );
        await tx.update(TransactionRow, { id: depositId }, { status: 'rejected', completedAt: at });
        return;
      }
      case 'WithdrawalRequested': {
        const d = event.data;
        const at = new Date(d.requestedAt);
        await tx.insert(WalletWithdrawalRow, {
          id: d.withdrawalId,
          userId,
          amount: formatCents(d.amountCents),
          fee: formatCents(d.feeCents),
          netAmount: formatCents(d.netAmountCents),
          accountNumber: d.accountNumber,
          accountHolderName: d.accountHolderName,
          bankName: d.bankName,
          status: 'pending',
          requestedAt: at,
        });
        await tx.insert(TransactionRow, {
          id: d.withdrawalId,
          userId,
          type: 'withdrawal',
          amount: formatCents(d.amountCents),
          fee: formatCents(d.feeCents),
          // The history is shown to the player, so the account number is masked here too.
          description: `Withdrawal to ${d.bankName} ${maskAccountNumber(d.accountNumber)}`,
          status: 'pending',
          createdAt: at,
        });
        return;
      }
      case 'WithdrawalCompleted': {
        const { withdrawalId, completedBy, completedAt } = event.data;
        const at = new Date(completedAt);
        await tx.update(
          WalletWithdrawalRow,
          { id: withdrawalId },
          { status: 'completed', decidedAt: at, decidedBy: completedBy, decisionReason: noteOf(recorded) },
        );
        await tx.update(TransactionRow, { id: withdrawalId }, { status: 'completed', completedAt: at });
        return;
      }
      case 'WithdrawalRejected': {
        const { withdrawalId, reason, rejectedBy, rejectedAt } = event.data;
        const at = new Date(rejectedAt);
        await tx.update(
          WalletWithdrawalRow,
          { id: withdrawalId },
          { status: 'rejected', decidedAt: at, decidedBy: rejectedBy, decisionReason: reason },
        );
        await tx.update(TransactionRow, { id: withdrawalId }, { status: 'rejected', completedAt: at });
        return;
      }
      case 'BalanceAdjusted': {
        const { adjustmentId, amountCents, reason, adjustedAt } = event.data;
        const at = new Date(adjustedAt);
        await tx.insert(TransactionRow, {
          id: adjustmentId,
          userId,
          type: amountCents > 0 ? 'credit' : 'debit',
          amount: formatCents(Math.abs(amountCents)),
          fee: '0.00',
          description: `Balance adjustment: ${reason}`,
          status: 'completed',
          createdAt: at,
          completedAt: at,
        });
        return;
      }
      // Tournament money (issued by the tournament process manager): one row per event.
      case 'EntryFeeEscrowed': {
        const { tournamentId, reservationId, amountCents, escrowedAt } = event.data;
        await this.insertTournamentRow(
          tx,
          recorded.id,
          userId,
          'entry_fee',
          amountCents,
          'Tournament entry fee',
          tournamentId,
          reservationId,
          escrowedAt,
        );
        return;
      }
      case 'EntryFeeRefunded': {
        const { tournamentId, reservationId, amountCents, refundedAt } = event.data;
        await this.insertTournamentRow(
          tx,
          recorded.id,
          userId,
          'refund',
          amountCents,
          'Tournament entry fee refunded',
          tournamentId,
          reservationId,
          refundedAt,
        );
        return;
      }
      case 'PrizePaid': {
        const { tournamentId, amountCents, paidAt } = event.data;
        await this.insertTournamentRow(
          tx,
          recorded.id,
          userId,
          'prize',
          amountCents,
          'Tournament prize',
          tournamentId,
          null,
          paidAt,
        );
        return;
      }
      case 'WalletOpened':
        return;
      default:
        return;
    }
  }

  private async insertTournamentRow(
    tx: EntityManager,
    id: string,
    userId: string,
    type: 'entry_fee' | 'refund' | 'prize',
    amountCents: number,
    description: string,
    tournamentId: string,
    reservationId: string | null,
    atIso: string,
  ): Promise<void> {
    const at = new Date(atIso);
    await tx.insert(TransactionRow, {
      id,
      userId,
      type,
      amount: formatCents(amountCents),
      fee: '0.00',
      description,
      tournamentId,
      lockId: reservationId,
      escrowType: reservationId ? 'tournament' : null,
      status: 'completed',
      createdAt: at,
      completedAt: at,
    });
  }
}

/** Finance's note on an approval or payout travels in the event's metadata (the event data has no field for it). */
function noteOf(recorded: RecordedEvent): string | null {
  return typeof recorded.metadata.reason === 'string' ? recorded.metadata.reason : null;
}
