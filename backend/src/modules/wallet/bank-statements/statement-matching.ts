import { Injectable } from '@nestjs/common';
import {
  BankStatementState,
  LineMatch,
  StatementLine,
  bankStatementDecider,
  bankStatementStream,
} from '../../../domain/bank-statement/bank-statement.decider';
import { PAYOUT_FILES_STREAM, payoutFilesDecider } from '../../../domain/payout/payout-files.decider';
import { DomainError } from '../../../domain/shared/decider';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { streamNames } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { bankReferenceDecider, bankReferenceStreamName } from '../record-deposit/request-bank-deposit.handler';

type AdminContext = CommandContext & { actorUserId: string };

/**
 * A match against a bank statement is proof from outside (the bank booked the money), so it needs
 * no second admin: the threshold is out of reach. The rules that are not about amounts (never on
 * one's own wallet) still hold.
 */
const BANK_PROOF = { thresholdCents: Number.MAX_SAFE_INTEGER, secondApprover: null };

/** Automatic matching of statement lines (docs/decisions/bank-statements.md, "Matching"). */
@Injectable()
export class StatementMatching {
  constructor(private readonly executor: CommandExecutor) {}

  /** A pending bank deposit with this reference and amount, or a withdrawal sent in a payout file with this EndToEndId and net amount. */
  async propose(line: StatementLine): Promise<LineMatch | null> {
    if (line.reference === '') return null;
    if (line.amountCents > 0) {
      const claim = await this.executor.state(bankReferenceStreamName(line.reference), bankReferenceDecider);
      if (!claim) return null;
      const wallet = await this.executor.state(streamNames().wallet(claim.userId), walletDecider);
      const deposit = wallet.deposits.get(claim.depositId);
      const fits = deposit?.status === 'pending' && deposit.amountCents === line.amountCents;
      return fits ? { kind: 'deposit', depositId: claim.depositId, userId: claim.userId } : null;
    }
    const files = await this.executor.state(PAYOUT_FILES_STREAM, payoutFilesDecider);
    const fileId = files.sentIn.get(line.reference);
    const payment = fileId
      ? files.files.get(fileId)?.payments.find((p) => p.withdrawalId === line.reference)
      : undefined;
    if (!payment) return null;
    const wallet = await this.executor.state(streamNames().wallet(payment.userId), walletDecider);
    const withdrawal = wallet.withdrawals.get(payment.withdrawalId);
    const fits = withdrawal?.status === 'pending' && withdrawal.netAmountCents === -line.amountCents;
    return fits ? { kind: 'withdrawal', withdrawalId: payment.withdrawalId, userId: payment.userId } : null;
  }

  /**
   * Approves each proposed deposit and completes each proposed withdrawal, then records the match.
   * Both are idempotent, so a re-import finishes what a crash interrupted. A proposal the wallet
   * refuses (rejected meanwhile, the importer's own wallet) leaves the line for a person.
   */
  async carryOutProposals(statementId: string, state: BankStatementState, context: AdminContext, now: Date) {
    let current = state;
    for (const line of state.lines.values()) {
      if (line.status !== 'unmatched' || !line.proposal) continue;
      const match = line.proposal;
      const metadata = {
        reason: `Matched bank statement ${statementId.slice(0, 12)} line ${line.lineNumber} (${line.bankReference})`,
        statementId,
        statementLine: line.bankReference,
      };
      const data = { adminId: context.actorUserId, fourEyes: BANK_PROOF, now: now.toISOString() };
      try {
        await this.executor.handle(
          streamNames().wallet(match.userId),
          walletDecider,
          match.kind === 'deposit'
            ? { type: 'ApproveDeposit', data: { ...data, depositId: match.depositId } }
            : { type: 'CompleteWithdrawal', data: { ...data, withdrawalId: match.withdrawalId } },
          context,
          { metadata },
        );
      } catch (error) {
        if (error instanceof DomainError) continue;
        throw error;
      }
      const recorded = await this.executor.handle(
        bankStatementStream(statementId),
        bankStatementDecider,
        { type: 'RecordStatementMatch', data: { bankReference: line.bankReference, match, now: now.toISOString() } },
        context,
        { metadata },
      );
      current = recorded.state;
    }
    return current;
  }
}
