/** Refusals of the four-eyes rule and of approval requests: stable codes for programs, sentences for people. */
import { DomainError } from '../shared/decider';
import { Cents, formatUsd } from '../shared/money';

export const ApprovalErrorCode = {
  OWN_ACCOUNT: 'APPROVAL.OWN_ACCOUNT',
  SAME_ADMIN: 'APPROVAL.SAME_ADMIN',
  REQUIRED: 'APPROVAL.REQUIRED',
  NOT_FOUND: 'APPROVAL.NOT_FOUND',
  NOT_PENDING: 'APPROVAL.NOT_PENDING',
  ID_REUSED: 'APPROVAL.ID_REUSED',
  REASON_REQUIRED: 'APPROVAL.REASON_REQUIRED',
} as const;

const C = ApprovalErrorCode;

/**
 * Not an answer to a client: the handler turns it into a request for a second approval (202).
 * `amountCents` is what the action moves, as the wallet's own state says.
 */
export class ApprovalRequiredError extends DomainError {
  constructor(
    readonly thresholdCents: Cents,
    readonly amountCents: Cents,
  ) {
    super(
      C.REQUIRED,
      `Above ${formatUsd(thresholdCents)} a second administrator must approve this before any money moves.`,
      'conflict',
    );
  }
}

export const approvalErrors = {
  ownAccount: () =>
    new DomainError(
      C.OWN_ACCOUNT,
      'No administrator can move money on their own wallet or change their own role: ask another administrator to do it.',
      'forbidden',
    ),
  sameAdmin: () =>
    new DomainError(
      C.SAME_ADMIN,
      'The administrator who asked for this cannot also approve it: a second, different administrator must approve it.',
      'forbidden',
    ),
  required: (thresholdCents: Cents, amountCents: Cents) => new ApprovalRequiredError(thresholdCents, amountCents),
  notFound: () => new DomainError(C.NOT_FOUND, 'No such approval request.', 'not_found'),
  notPending: (status: string) =>
    new DomainError(C.NOT_PENDING, `This approval request is already ${status}; nothing was changed.`, 'conflict'),
  idReused: () =>
    new DomainError(C.ID_REUSED, 'This approval id was already used for a different request.', 'conflict'),
  reasonRequired: () => new DomainError(C.REASON_REQUIRED, 'A reason is required.'),
};
