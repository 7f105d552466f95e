import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  BankStatementState,
  LineMatch,
  LineState,
  LineStatus,
  bankStatementDecider,
  bankStatementStream,
  checkResolution,
} from '../../../domain/bank-statement/bank-statement.decider';
import { statementErrors } from '../../../domain/bank-statement/bank-statement.errors';
import {
  BANK_STATEMENTS_INDEX_STREAM,
  bankStatementIndexDecider,
} from '../../../domain/bank-statement/bank-statement-index.decider';
import { DomainError } from '../../../domain/shared/decider';
import { formatCents } from '../../../domain/shared/money';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { WalletErrorCode } from '../../../domain/wallet/wallet.errors';
import { streamNames } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { Page, paged } from '../../../infrastructure/http/paging';
import { approvalStream, isAwaitingSecondApproval } from '../four-eyes/four-eyes.service';
import { approvalDecider } from '../../../domain/approval/approval.decider';
import { FinanceReviewCommand } from '../shared/finance-review.handler';
import { WalletReads } from '../shared/wallet-reads';
import { StatementMatching } from './statement-matching';
import { parseStatement } from './statement-parsers';

type AdminContext = CommandContext & { actorUserId: string };

export interface ImportAnswer {
  statementId: string;
  matched: number;
  unmatched: number;
  duplicates: number;
}

export type Resolution = { action: 'ignore' } | { action: 'deposit' | 'withdrawal'; targetId: string };

/** Bank statement import and matching: docs/decisions/bank-statements.md. */
@Injectable()
export class BankStatements {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly commands: CommandBus,
    private readonly reads: WalletReads,
    private readonly matching: StatementMatching,
  ) {}

  async import(bytes: Buffer, fileName: string, context: AdminContext, now = new Date()): Promise<ImportAnswer> {
    const { format, lines } = parseStatement(bytes);
    const statementId = createHash('sha256').update(bytes).digest('hex');
    const stream = bankStatementStream(statementId);
    const proposals: Record<string, LineMatch> = {};
    const before = await this.state(stream);
    // Proposals are worked out only for a new file; a re-import carries out what the first one proposed.
    if (!before.imported) {
      for (const line of lines) {
        const match = await this.matching.propose(line);
        if (match) proposals[line.bankReference] ??= match;
      }
    }
    const { state } = await this.executor.handle(
      stream,
      bankStatementDecider,
      {
        type: 'ImportBankStatement',
        data: {
          statementId,
          format,
          fileName: fileName.slice(0, 200),
          lines,
          proposals,
          adminId: context.actorUserId,
          now: now.toISOString(),
        },
      },
      context,
      { metadata: { reason: 'Bank statement imported' } },
    );
    if (state.imported) {
      const { format: f, fileName: n, importedBy, importedAt } = state.imported;
      await this.executor.handle(
        BANK_STATEMENTS_INDEX_STREAM,
        bankStatementIndexDecider,
        { type: 'ListBankStatement', data: { statementId, format: f, fileName: n, importedBy, importedAt } },
        context,
      );
    }
    const after = await this.matching.carryOutProposals(statementId, state, context, now);
    return this.answer(statementId, after);
  }

  /**
   * The lines as finance sees them now: an attachment waiting for four eyes is resolved once the
   * second admin granted it, and back in the queue once it was rejected or failed.
   */
  private async current(state: BankStatementState): Promise<LineState[]> {
    return Promise.all(
      [...state.lines.values()].map(async (line) => {
        if (line.status !== 'awaiting_approval' || !line.approvalId) return line;
        const approval = await this.executor.state(approvalStream(line.approvalId), approvalDecider);
        if (approval.status === 'granted') return { ...line, status: 'resolved' as const };
        if (approval.status === 'rejected' || approval.status === 'failed')
          return { ...line, status: 'unmatched' as const };
        return line;
      }),
    );
  }

  private async answer(statementId: string, state: BankStatementState): Promise<ImportAnswer> {
    const lines = await this.current(state);
    return {
      statementId,
      matched: lines.filter((l) => l.status === 'matched').length,
      unmatched: lines.filter((l) => l.status === 'unmatched').length,
      duplicates: state.imported?.duplicates.length ?? 0,
    };
  }

  private state(stream: string) {
    return this.executor.state(stream, bankStatementDecider);
  }

  async summary(statementId: string) {
    const state = await this.state(bankStatementStream(statementId));
    if (!state.imported) throw statementErrors.notFound();
    const { format, fileName, importedAt, importedBy } = state.imported;
    return { ...(await this.answer(statementId, state)), format, fileName, importedAt, importedBy };
  }

  /** Every imported statement, newest first, with its counts now. */
  async list(page: Page) {
    const index = await this.executor.state(BANK_STATEMENTS_INDEX_STREAM, bankStatementIndexDecider);
    const newest = [...index.statements].reverse();
    const items = await Promise.all(
      newest.slice(page.offset, page.offset + page.pageSize).map(async (listed) => ({
        ...listed,
        ...(await this.answer(listed.statementId, await this.state(bankStatementStream(listed.statementId)))),
      })),
    );
    return paged(items, newest.length, page);
  }

  async lines(statementId: string, status: LineStatus | undefined, page: Page) {
    const state = await this.state(bankStatementStream(statementId));
    if (!state.imported) throw statementErrors.notFound();
    const all = (await this.current(state)).filter((l) => !status || l.status === status);
    return paged(all.slice(page.offset, page.offset + page.pageSize).map(lineView), all.length, page);
  }

  /**
   * A person resolves an unmatched line: attaches it to a pending deposit or withdrawal (carried out
   * as finance's own approval, so above the four-eyes threshold it waits for a second admin), or
   * ignores it. Always with a reason; the line is recorded as resolved once the wallet took it.
   */
  async resolve(
    statementId: string,
    bankReference: string,
    resolution: Resolution,
    reason: string,
    context: AdminContext,
    idempotencyKey: string | undefined,
    now = new Date(),
  ) {
    const stream = bankStatementStream(statementId);
    const before = await this.state(stream);
    const shown = (await this.current(before)).find((l) => l.bankReference === bankReference);
    // Waiting for an approval that was rejected or failed: the line may be resolved again.
    const reopened = before.lines.get(bankReference)?.status === 'awaiting_approval' && shown?.status === 'unmatched';
    const command = {
      bankReference,
      reason,
      adminId: context.actorUserId,
      now: now.toISOString(),
      ...(reopened && shown?.approvalId ? { closedApprovalId: shown.approvalId } : {}),
    };
    let attach: { match: LineMatch; amountCents: number; approvalId?: string } | undefined;
    let answer: unknown;
    if (resolution.action !== 'ignore') {
      attach = await this.target(resolution.action, resolution.targetId);
      const line = checkResolution(before, { ...command, attach });
      const review = new FinanceReviewCommand(
        resolution.action,
        resolution.targetId,
        'accept',
        `Bank statement ${statementId.slice(0, 12)} line ${line.lineNumber} (${bankReference}): ${reason.trim()}`,
        context,
        now,
        idempotencyKey,
      );
      answer = await this.commands.execute(review);
      if (isAwaitingSecondApproval(answer)) attach.approvalId = answer.approvalId;
    }
    const { state } = await this.executor.handle(
      stream,
      bankStatementDecider,
      { type: 'ResolveStatementLine', data: { ...command, ...(attach ? { attach } : {}) } },
      context,
      { metadata: { reason: reason.trim() } },
    );
    const line = (await this.current(state)).find((l) => l.bankReference === bankReference);
    if (!line) throw statementErrors.lineNotFound(bankReference);
    return { line: lineView(line), ...(isAwaitingSecondApproval(answer) ? { approval: answer } : {}) };
  }

  /** The request a line is attached to, with its amount as the line would show it (money out negative). */
  private async target(kind: 'deposit' | 'withdrawal', id: string) {
    const row = kind === 'deposit' ? await this.reads.deposit(id) : await this.reads.withdrawal(id);
    if (!row) {
      throw new DomainError(
        kind === 'deposit' ? WalletErrorCode.DEPOSIT_NOT_FOUND : WalletErrorCode.WITHDRAWAL_NOT_FOUND,
        `No ${kind} ${id}; check the id.`,
        'not_found',
      );
    }
    const wallet = await this.executor.state(streamNames().wallet(row.userId), walletDecider);
    if (kind === 'deposit') {
      const deposit = wallet.deposits.get(id);
      return {
        match: { kind, depositId: id, userId: row.userId } as LineMatch,
        amountCents: deposit?.amountCents ?? 0,
      };
    }
    const withdrawal = wallet.withdrawals.get(id);
    return {
      match: { kind, withdrawalId: id, userId: row.userId } as LineMatch,
      amountCents: -(withdrawal?.netAmountCents ?? 0),
    };
  }
}

export function lineView(line: LineState) {
  const target = line.match ?? null;
  return {
    bankReference: line.bankReference,
    lineNumber: line.lineNumber,
    bookingDate: line.bookingDate,
    amount: formatCents(line.amountCents),
    reference: line.reference,
    counterparty: line.counterparty,
    status: line.status,
    matchedDepositId: target?.kind === 'deposit' ? target.depositId : null,
    matchedWithdrawalId: target?.kind === 'withdrawal' ? target.withdrawalId : null,
    approvalId: line.approvalId,
    reason: line.reason,
    resolvedBy: line.resolvedBy,
  };
}
