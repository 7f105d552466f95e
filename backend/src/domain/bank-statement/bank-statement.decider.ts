/**
 * Bank statements (docs/decisions/bank-statements.md). One stream per statement file, named by the
 * sha256 of its bytes, so importing the same file twice decides nothing. Each line is keyed by its
 * bank reference: a line repeated in the file is counted as a duplicate and kept once.
 *
 * What a line proves is decided outside (the wallet's streams): the import carries the proposed
 * matches, `StatementLineMatched` records one the wallet accepted, and a person resolves or ignores
 * what stays unmatched, always with a reason.
 */
import { Decider } from '../shared/decider';
import { statementErrors } from './bank-statement.errors';

export const bankStatementStream = (statementId: string): string => `bank-statement-${statementId}`;

/** One booked line of a statement. Money in is positive, money out negative. */
export interface StatementLine {
  /** The line of the CSV file (header is line 1) or the entry's position in camt.053 (1-based). */
  lineNumber: number;
  /** The bank's own reference of the booking (AcctSvcrRef): the line's key. */
  bankReference: string;
  bookingDate: string;
  amountCents: number;
  /** What the payer wrote (a deposit's reference) or the EndToEndId of one of our payments. */
  reference: string;
  counterparty: string;
}

/** What a line pays: a player's pending bank deposit, or a withdrawal sent in a payout file. */
export type LineMatch =
  | { kind: 'deposit'; depositId: string; userId: string }
  | { kind: 'withdrawal'; withdrawalId: string; userId: string };

export const matchTarget = (match: LineMatch): string =>
  match.kind === 'deposit' ? `deposit:${match.depositId}` : `withdrawal:${match.withdrawalId}`;

export type BankStatementImported = {
  type: 'BankStatementImported';
  data: {
    statementId: string;
    format: 'csv' | 'camt.053';
    fileName: string;
    lines: StatementLine[];
    /** Bank references of lines found again in the file (one entry per repeat). */
    duplicates: string[];
    /** bankReference -> the match proposed when imported (carried out on the wallet afterwards). */
    proposals: Record<string, LineMatch>;
    importedBy: string;
    importedAt: string;
  };
};
export type StatementLineMatched = {
  type: 'StatementLineMatched';
  data: { statementId: string; bankReference: string; match: LineMatch; matchedAt: string };
};
export type StatementLineResolved = {
  type: 'StatementLineResolved';
  data: {
    statementId: string;
    bankReference: string;
    resolution: 'attached' | 'ignored';
    match?: LineMatch;
    /** Set when the attachment waits for a second admin (four eyes): the money moves when they approve. */
    approvalId?: string;
    /** The rejected or failed four-eyes request of an earlier attachment this resolution replaces. */
    reopens?: string;
    reason: string;
    resolvedBy: string;
    resolvedAt: string;
  };
};
export type BankStatementEvent = BankStatementImported | StatementLineMatched | StatementLineResolved;

export type ImportBankStatement = {
  type: 'ImportBankStatement';
  data: Omit<BankStatementImported['data'], 'duplicates' | 'importedBy' | 'importedAt'> & {
    adminId: string;
    now: string;
  };
};
export type RecordStatementMatch = {
  type: 'RecordStatementMatch';
  data: { bankReference: string; match: LineMatch; now: string };
};
export type ResolveStatementLine = {
  type: 'ResolveStatementLine';
  data: {
    bankReference: string;
    /** Attach to this target, whose amount (cents, signed as the line would be) is given; absent: ignore. */
    attach?: { match: LineMatch; amountCents: number; approvalId?: string };
    /** The four-eyes request the line waited for, found rejected or failed: the line is open again. */
    closedApprovalId?: string;
    reason: string;
    adminId: string;
    now: string;
  };
};
export type BankStatementCommand = ImportBankStatement | RecordStatementMatch | ResolveStatementLine;

export type LineStatus = 'matched' | 'unmatched' | 'resolved' | 'ignored' | 'awaiting_approval';

export interface LineState extends StatementLine {
  status: LineStatus;
  proposal: LineMatch | null;
  match: LineMatch | null;
  approvalId: string | null;
  reason: string | null;
  resolvedBy: string | null;
}

export interface BankStatementState {
  imported: Omit<BankStatementImported['data'], 'lines' | 'proposals'> | null;
  /** By bank reference, in the file's order. */
  lines: ReadonlyMap<string, LineState>;
  /** Targets a line of this statement already pays (so one deposit is not paid by two lines). */
  targets: ReadonlySet<string>;
}

function decideImport({ data }: ImportBankStatement, state: BankStatementState): BankStatementImported[] {
  if (state.imported) return []; // the same file again: its hash names this stream
  if (data.lines.length === 0) throw statementErrors.empty();
  const lines: StatementLine[] = [];
  const first = new Map<string, StatementLine>();
  const duplicates: string[] = [];
  for (const line of data.lines) {
    const seen = first.get(line.bankReference);
    if (!seen) {
      first.set(line.bankReference, line);
      lines.push(line);
      continue;
    }
    // The same booking listed twice is a duplicate; the same reference on another booking is an error.
    if (seen.amountCents !== line.amountCents || seen.reference !== line.reference) {
      throw statementErrors.malformed(
        `Line ${line.lineNumber}`,
        `bank reference ${line.bankReference} is also on line ${seen.lineNumber} with another amount or reference.`,
      );
    }
    duplicates.push(line.bankReference);
  }
  // One request is paid by one line: a second line proposing the same one stays for a person.
  const proposals: Record<string, LineMatch> = {};
  const targets = new Set<string>();
  for (const line of lines) {
    const proposal = data.proposals[line.bankReference];
    if (!proposal || targets.has(matchTarget(proposal))) continue;
    targets.add(matchTarget(proposal));
    proposals[line.bankReference] = proposal;
  }
  return [
    {
      type: 'BankStatementImported',
      data: {
        statementId: data.statementId,
        format: data.format,
        fileName: data.fileName,
        lines,
        duplicates,
        proposals,
        importedBy: data.adminId,
        importedAt: data.now,
      },
    },
  ];
}

function requireLine(state: BankStatementState, bankReference: string): LineState {
  if (!state.imported) throw statementErrors.notFound();
  const line = state.lines.get(bankReference);
  if (!line) throw statementErrors.lineNotFound(bankReference);
  return line;
}

function decideMatch({ data }: RecordStatementMatch, state: BankStatementState): StatementLineMatched[] {
  const line = requireLine(state, data.bankReference);
  if (line.status === 'matched' && line.match && matchTarget(line.match) === matchTarget(data.match)) return [];
  if (line.status !== 'unmatched') throw statementErrors.alreadyResolved(data.bankReference, line.status);
  if (!state.imported) throw statementErrors.notFound();
  return [
    {
      type: 'StatementLineMatched',
      data: {
        statementId: state.imported.statementId,
        bankReference: data.bankReference,
        match: data.match,
        matchedAt: data.now,
      },
    },
  ];
}

/** Whether a person may resolve this line so; throws the refusal. Shared by the decider and the service's pre-check. */
export function checkResolution(state: BankStatementState, command: ResolveStatementLine['data']): LineState {
  const line = requireLine(state, command.bankReference);
  if (command.reason.trim() === '') throw statementErrors.reasonRequired();
  const reopened =
    line.status === 'awaiting_approval' &&
    command.closedApprovalId !== undefined &&
    line.approvalId === command.closedApprovalId;
  if (line.status !== 'unmatched' && !reopened)
    throw statementErrors.alreadyResolved(command.bankReference, line.status);
  if (command.attach) {
    if (command.attach.amountCents !== line.amountCents) {
      throw statementErrors.amountMismatch(line.amountCents, command.attach.amountCents);
    }
    const target = matchTarget(command.attach.match);
    const heldByThisLine = reopened && line.match !== null && matchTarget(line.match) === target;
    if (state.targets.has(target) && !heldByThisLine) {
      const by = [...state.lines.values()].find((l) => l.match && matchTarget(l.match) === target);
      throw statementErrors.targetTaken(by?.bankReference ?? 'another');
    }
  }
  return line;
}

function decideResolve({ data }: ResolveStatementLine, state: BankStatementState): StatementLineResolved[] {
  const existing = state.lines.get(data.bankReference);
  // A retry of the resolution just recorded changes nothing.
  if (
    existing &&
    data.closedApprovalId === undefined &&
    existing.resolvedBy === data.adminId &&
    existing.reason === data.reason.trim()
  ) {
    const sameTarget = data.attach
      ? existing.match !== null && matchTarget(existing.match) === matchTarget(data.attach.match)
      : existing.status === 'ignored';
    if (sameTarget) return [];
  }
  checkResolution(state, data);
  if (!state.imported) throw statementErrors.notFound();
  const { attach } = data;
  return [
    {
      type: 'StatementLineResolved',
      data: {
        statementId: state.imported.statementId,
        bankReference: data.bankReference,
        resolution: attach ? 'attached' : 'ignored',
        ...(attach ? { match: attach.match } : {}),
        ...(attach?.approvalId ? { approvalId: attach.approvalId } : {}),
        ...(data.closedApprovalId ? { reopens: data.closedApprovalId } : {}),
        reason: data.reason.trim(),
        resolvedBy: data.adminId,
        resolvedAt: data.now,
      },
    },
  ];
}

export function decideBankStatement(command: BankStatementCommand, state: BankStatementState): BankStatementEvent[] {
  switch (command.type) {
    case 'ImportBankStatement':
      return decideImport(command, state);
    case 'RecordStatementMatch':
      return decideMatch(command, state);
    case 'ResolveStatementLine':
      return decideResolve(command, state);
  }
}

export function evolveBankStatement(state: BankStatementState, event: BankStatementEvent): BankStatementState {
  switch (event.type) {
    case 'BankStatementImported': {
      const { lines, proposals, ...imported } = event.data;
      const byRef = new Map<string, LineState>();
      for (const line of lines) {
        byRef.set(line.bankReference, {
          ...line,
          status: 'unmatched',
          proposal: proposals[line.bankReference] ?? null,
          match: null,
          approvalId: null,
          reason: null,
          resolvedBy: null,
        });
      }
      return { imported, lines: byRef, targets: new Set() };
    }
    case 'StatementLineMatched': {
      const line = state.lines.get(event.data.bankReference);
      if (!line) return state;
      const lines = new Map(state.lines).set(line.bankReference, {
        ...line,
        status: 'matched',
        match: event.data.match,
      });
      return { ...state, lines, targets: new Set(state.targets).add(matchTarget(event.data.match)) };
    }
    case 'StatementLineResolved': {
      const line = state.lines.get(event.data.bankReference);
      if (!line) return state;
      const { match, approvalId, reason, resolvedBy, resolution } = event.data;
      const status: LineStatus = resolution === 'ignored' ? 'ignored' : approvalId ? 'awaiting_approval' : 'resolved';
      const lines = new Map(state.lines).set(line.bankReference, {
        ...line,
        status,
        match: match ?? null,
        approvalId: approvalId ?? null,
        reason,
        resolvedBy,
      });
      const targets = new Set(state.targets);
      // A rejected attachment no longer holds its request.
      if (line.match) targets.delete(matchTarget(line.match));
      if (match) targets.add(matchTarget(match));
      return { ...state, lines, targets };
    }
  }
}

export const bankStatementDecider: Decider<BankStatementCommand, BankStatementEvent, BankStatementState> = {
  decide: decideBankStatement,
  evolve: evolveBankStatement,
  initialState: () => ({ imported: null, lines: new Map(), targets: new Set() }),
  // A line is resolved once, or once more per four-eyes request that was turned down.
  eventSubject: (event) => {
    if (event.type === 'BankStatementImported') return 'import';
    if (event.type === 'StatementLineMatched') return `${event.type}:${event.data.bankReference}`;
    return `${event.type}:${event.data.bankReference}:${event.data.reopens ?? ''}`;
  },
};
