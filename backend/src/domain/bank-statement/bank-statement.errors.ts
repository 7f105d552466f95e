/** The refusals of the bank statement decider and the statement upload (codes are stable). */
import { DomainError } from '../shared/decider';
import { formatCents } from '../shared/money';

export const StatementErrorCode = {
  MALFORMED: 'STATEMENT.MALFORMED',
  EMPTY: 'STATEMENT.EMPTY',
  NOT_FOUND: 'STATEMENT.NOT_FOUND',
  LINE_NOT_FOUND: 'STATEMENT.LINE_NOT_FOUND',
  LINE_ALREADY_RESOLVED: 'STATEMENT.LINE_ALREADY_RESOLVED',
  REASON_REQUIRED: 'STATEMENT.REASON_REQUIRED',
  AMOUNT_MISMATCH: 'STATEMENT.AMOUNT_MISMATCH',
  TARGET_ALREADY_MATCHED: 'STATEMENT.TARGET_ALREADY_MATCHED',
} as const;

export const statementErrors = {
  malformed: (where: string, reason: string) =>
    new DomainError(StatementErrorCode.MALFORMED, `${where}: ${reason} Fix the file and upload it again.`),
  empty: () =>
    new DomainError(StatementErrorCode.EMPTY, 'The statement has no booked lines; check that it is the right file.'),
  notFound: () =>
    new DomainError(StatementErrorCode.NOT_FOUND, 'No such bank statement; upload it first.', 'not_found'),
  lineNotFound: (ref: string) =>
    new DomainError(
      StatementErrorCode.LINE_NOT_FOUND,
      `The statement has no line with bank reference ${ref}; refresh the list.`,
      'not_found',
    ),
  alreadyResolved: (ref: string, status: string) =>
    new DomainError(
      StatementErrorCode.LINE_ALREADY_RESOLVED,
      `Line ${ref} is already ${status.replace('_', ' ')}; refresh the list.`,
      'conflict',
    ),
  reasonRequired: () =>
    new DomainError(StatementErrorCode.REASON_REQUIRED, 'Say why: a reason is required to resolve a statement line.'),
  amountMismatch: (lineCents: number, targetCents: number) =>
    new DomainError(
      StatementErrorCode.AMOUNT_MISMATCH,
      `The line is ${formatSigned(lineCents)} but the selected request is ${formatSigned(targetCents)}; attach it to a request of the same amount, or ignore it with a reason.`,
    ),
  targetTaken: (ref: string) =>
    new DomainError(
      StatementErrorCode.TARGET_ALREADY_MATCHED,
      `That request is already paid by line ${ref} of this statement; choose another one.`,
      'conflict',
    ),
};

/** -$97.50 / $97.50 */
function formatSigned(cents: number): string {
  return `${cents < 0 ? '-' : ''}$${formatCents(Math.abs(cents))}`;
}
