import { spec } from '../shared/given-when-then.spec-helper';
import {
  BankStatementCommand,
  BankStatementEvent,
  LineMatch,
  StatementLine,
  bankStatementDecider,
} from './bank-statement.decider';
import { bankStatementIndexDecider } from './bank-statement-index.decider';

const now = '2026-11-28T10:00:00.000Z';
const line = (lineNumber: number, bankReference: string, amountCents: number, reference: string): StatementLine => ({
  lineNumber,
  bankReference,
  bookingDate: '2026-11-27',
  amountCents,
  reference,
  counterparty: 'Ali Khan',
});
const deposit: LineMatch = { kind: 'deposit', depositId: 'd1', userId: 'u1' };
const withdrawal: LineMatch = { kind: 'withdrawal', withdrawalId: 'w1', userId: 'u2' };
const l1 = line(2, 'B-1', 12_050, 'CC-REF-1');
const l2 = line(3, 'B-2', -9_750, 'w1');
const l3 = line(4, 'B-3', 5_000, 'nobody');

const importCommand = (lines: StatementLine[], proposals: Record<string, LineMatch> = {}): BankStatementCommand => ({
  type: 'ImportBankStatement',
  data: { statementId: 's1', format: 'csv', fileName: 'nov.csv', lines, proposals, adminId: 'admin-a', now },
});
const imported = (
  lines: StatementLine[],
  proposals: Record<string, LineMatch>,
  duplicates: string[] = [],
): BankStatementEvent => ({
  type: 'BankStatementImported',
  data: {
    statementId: 's1',
    format: 'csv',
    fileName: 'nov.csv',
    lines,
    duplicates,
    proposals,
    importedBy: 'admin-a',
    importedAt: now,
  },
});
const matched = (bankReference: string, match: LineMatch): BankStatementEvent => ({
  type: 'StatementLineMatched',
  data: { statementId: 's1', bankReference, match, matchedAt: now },
});
const resolve = (
  bankReference: string,
  reason: string,
  attach?: { match: LineMatch; amountCents: number; approvalId?: string },
): BankStatementCommand => ({
  type: 'ResolveStatementLine',
  data: { bankReference, reason, adminId: 'admin-b', now, ...(attach ? { attach } : {}) },
});

describe('bank statements', () => {
  const base = imported([l1, l2, l3], { 'B-1': deposit, 'B-2': withdrawal });

  it('imports the lines with their proposed matches, counting a repeated booking as a duplicate', () => {
    spec(bankStatementDecider)
      .given([])
      .when(importCommand([l1, l2, { ...l1, lineNumber: 5 }, l3], { 'B-1': deposit, 'B-2': withdrawal }))
      .then([imported([l1, l2, l3], { 'B-1': deposit, 'B-2': withdrawal }, ['B-1'])]);
  });

  it('importing the same file again decides nothing', () => {
    spec(bankStatementDecider)
      .given([base])
      .when(importCommand([l1, l2, l3]))
      .thenNothing();
  });

  it('one request is proposed for one line only: the second stays for a person', () => {
    const other = line(5, 'B-4', 12_050, 'CC-REF-1');
    spec(bankStatementDecider)
      .given([])
      .when(importCommand([l1, other], { 'B-1': deposit, 'B-4': deposit }))
      .then([imported([l1, other], { 'B-1': deposit })]);
  });

  it('refuses one bank reference on two different bookings, naming the line', () => {
    spec(bankStatementDecider)
      .given([])
      .when(importCommand([l1, { ...l1, lineNumber: 7, amountCents: 1 }]))
      .thenThrows('STATEMENT.MALFORMED', /^Line 7: bank reference B-1 is also on line 2/);
  });

  it('refuses a statement without lines', () => {
    spec(bankStatementDecider).given([]).when(importCommand([])).thenThrows('STATEMENT.EMPTY');
  });

  it('records a match the wallet accepted, once', () => {
    spec(bankStatementDecider)
      .given([base])
      .when({ type: 'RecordStatementMatch', data: { bankReference: 'B-1', match: deposit, now } })
      .then([matched('B-1', deposit)]);
    spec(bankStatementDecider)
      .given([base, matched('B-1', deposit)])
      .when({ type: 'RecordStatementMatch', data: { bankReference: 'B-1', match: deposit, now } })
      .thenNothing();
  });

  it('a person ignores an unmatched line with a reason, as an event with the actor', () => {
    spec(bankStatementDecider)
      .given([base])
      .when(resolve('B-3', ' Bank fee refund, not a player '))
      .then([
        {
          type: 'StatementLineResolved',
          data: {
            statementId: 's1',
            bankReference: 'B-3',
            resolution: 'ignored',
            reason: 'Bank fee refund, not a player',
            resolvedBy: 'admin-b',
            resolvedAt: now,
          },
        },
      ]);
  });

  it('a person attaches an unmatched line to a request of the same amount, waiting for four eyes when asked', () => {
    const other: LineMatch = { kind: 'deposit', depositId: 'd9', userId: 'u9' };
    spec(bankStatementDecider)
      .given([base])
      .when(resolve('B-3', 'Typo in the reference', { match: other, amountCents: 5_000, approvalId: 'ap1' }))
      .then([
        {
          type: 'StatementLineResolved',
          data: {
            statementId: 's1',
            bankReference: 'B-3',
            resolution: 'attached',
            match: other,
            approvalId: 'ap1',
            reason: 'Typo in the reference',
            resolvedBy: 'admin-b',
            resolvedAt: now,
          },
        },
      ]);
  });

  it('refuses a resolution without a reason, of another amount, of a line already matched, of a request already paid', () => {
    const given = spec(bankStatementDecider).given([base, matched('B-1', deposit)]);
    given.when(resolve('B-3', '  ')).thenThrows('STATEMENT.REASON_REQUIRED');
    given
      .when(resolve('B-3', 'typo', { match: { ...deposit, depositId: 'd2' }, amountCents: 5_001 }))
      .thenThrows('STATEMENT.AMOUNT_MISMATCH');
    given.when(resolve('B-1', 'again')).thenThrows('STATEMENT.LINE_ALREADY_RESOLVED');
    given
      .when(resolve('B-3', 'typo', { match: deposit, amountCents: 5_000 }))
      .thenThrows('STATEMENT.TARGET_ALREADY_MATCHED', /line B-1/);
    given.when(resolve('B-404', 'typo')).thenThrows('STATEMENT.LINE_NOT_FOUND');
    spec(bankStatementDecider).given([]).when(resolve('B-1', 'x')).thenThrows('STATEMENT.NOT_FOUND');
  });
});

describe('an attachment whose four-eyes request was rejected', () => {
  const base = imported([l1, l2, l3], {});
  const other: LineMatch = { kind: 'deposit', depositId: 'd9', userId: 'u9' };
  const waiting: BankStatementEvent = {
    type: 'StatementLineResolved',
    data: {
      statementId: 's1',
      bankReference: 'B-3',
      resolution: 'attached',
      match: other,
      approvalId: 'ap1',
      reason: 'typo',
      resolvedBy: 'admin-b',
      resolvedAt: now,
    },
  };
  it('stays closed while the request is pending', () => {
    spec(bankStatementDecider)
      .given([base, waiting])
      .when(resolve('B-3', 'again'))
      .thenThrows('STATEMENT.LINE_ALREADY_RESOLVED');
  });
  it('opens again once it is rejected, and its request may be chosen again', () => {
    const command = resolve('B-3', 'typo', { match: other, amountCents: 5_000 });
    if (command.type !== 'ResolveStatementLine') throw new Error('resolve');
    spec(bankStatementDecider)
      .given([base, waiting])
      .when({ ...command, data: { ...command.data, closedApprovalId: 'ap1' } })
      .then([
        {
          type: 'StatementLineResolved',
          data: {
            statementId: 's1',
            bankReference: 'B-3',
            resolution: 'attached',
            match: other,
            reopens: 'ap1',
            reason: 'typo',
            resolvedBy: 'admin-b',
            resolvedAt: now,
          },
        },
      ]);
  });
});

describe('the list of statements', () => {
  const listed = {
    statementId: 's1',
    format: 'csv' as const,
    fileName: 'nov.csv',
    importedBy: 'admin-a',
    importedAt: now,
  };
  it('lists a statement once, however often its file is imported', () => {
    spec(bankStatementIndexDecider)
      .given([])
      .when({ type: 'ListBankStatement', data: listed })
      .then([{ type: 'BankStatementListed', data: listed }]);
    spec(bankStatementIndexDecider)
      .given([{ type: 'BankStatementListed', data: listed }])
      .when({ type: 'ListBankStatement', data: { ...listed, fileName: 'renamed.csv' } })
      .thenNothing();
  });
});
