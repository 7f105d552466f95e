/**
 * Four eyes: a request by one admin, carried out only once a second, different admin grants it.
 * Neither admin may be the person the action is about (their own wallet, their own role).
 */
import { Decider, assertNever } from '../shared/decider';
import { approvalErrors } from './approval.errors';
import { ApprovalAction, ApprovalEvent } from './approval.events';

export type RequestApproval = {
  type: 'RequestApproval';
  data: { approvalId: string; action: ApprovalAction; requestedBy: string; reason: string; now: string };
};
export type GrantApproval = { type: 'GrantApproval'; data: { adminId: string; reason: string; now: string } };
export type RejectApproval = { type: 'RejectApproval'; data: { adminId: string; reason: string; now: string } };
export type RecordApprovalFailure = {
  type: 'RecordApprovalFailure';
  data: { code: string; message: string; now: string };
};

export type ApprovalCommand = RequestApproval | GrantApproval | RejectApproval | RecordApprovalFailure;

export type ApprovalStatus = 'pending' | 'granted' | 'rejected' | 'failed';

export interface ApprovalState {
  approvalId: string | null;
  status: ApprovalStatus | 'none';
  action: ApprovalAction | null;
  requestedBy: string | null;
  reason: string | null;
  approvedBy: string | null;
}

export const initialApprovalState = (): ApprovalState => ({
  approvalId: null,
  status: 'none',
  action: null,
  requestedBy: null,
  reason: null,
  approvedBy: null,
});

export function evolveApproval(state: ApprovalState, event: ApprovalEvent): ApprovalState {
  switch (event.type) {
    case 'ApprovalRequested':
      return {
        ...state,
        approvalId: event.data.approvalId,
        status: 'pending',
        action: event.data.action,
        requestedBy: event.data.requestedBy,
        reason: event.data.reason,
      };
    case 'ApprovalGranted':
      return { ...state, status: 'granted', approvedBy: event.data.approvedBy };
    case 'ApprovalRejected':
      return { ...state, status: 'rejected' };
    case 'ApprovalFailed':
      return { ...state, status: 'failed' };
  }
}

function requireReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '') throw approvalErrors.reasonRequired();
  return trimmed;
}

const sameAction = (a: ApprovalAction, b: ApprovalAction): boolean => JSON.stringify(a) === JSON.stringify(b);

export function decideApproval(command: ApprovalCommand, state: ApprovalState): ApprovalEvent[] {
  if (command.type === 'RequestApproval') {
    const { approvalId, action, requestedBy, now } = command.data;
    const reason = requireReason(command.data.reason);
    if (state.status !== 'none') {
      // A retried request (the same Idempotency-Key) finds its own request: nothing new.
      if (state.requestedBy === requestedBy && state.action && sameAction(state.action, action)) return [];
      throw approvalErrors.idReused();
    }
    if (action.userId === requestedBy) throw approvalErrors.ownAccount();
    return [{ type: 'ApprovalRequested', data: { approvalId, action, requestedBy, reason, requestedAt: now } }];
  }
  if (state.status === 'none' || !state.approvalId || !state.action) throw approvalErrors.notFound();
  const approvalId = state.approvalId;
  switch (command.type) {
    case 'GrantApproval': {
      const { adminId, now } = command.data;
      if (adminId === state.requestedBy) throw approvalErrors.sameAdmin();
      if (adminId === state.action.userId) throw approvalErrors.ownAccount();
      // Granted already (a retry, or a twin): the caller carries the action out again, idempotently.
      if (state.status === 'granted') return [];
      if (state.status !== 'pending') throw approvalErrors.notPending(state.status);
      const reason = command.data.reason.trim() || 'Approved as second administrator';
      return [{ type: 'ApprovalGranted', data: { approvalId, approvedBy: adminId, reason, approvedAt: now } }];
    }
    case 'RejectApproval': {
      const { adminId, now } = command.data;
      const reason = requireReason(command.data.reason);
      if (state.status === 'rejected') return [];
      if (state.status !== 'pending') throw approvalErrors.notPending(state.status);
      // The requester may withdraw their own request; no one may decide about themselves.
      if (adminId === state.action.userId) throw approvalErrors.ownAccount();
      return [{ type: 'ApprovalRejected', data: { approvalId, rejectedBy: adminId, reason, rejectedAt: now } }];
    }
    case 'RecordApprovalFailure': {
      if (state.status === 'failed') return [];
      if (state.status !== 'granted') throw approvalErrors.notPending(state.status);
      const { code, message, now } = command.data;
      return [{ type: 'ApprovalFailed', data: { approvalId, code, message, failedAt: now } }];
    }
    default:
      return assertNever(command);
  }
}

export const approvalDecider: Decider<ApprovalCommand, ApprovalEvent, ApprovalState> = {
  decide: decideApproval,
  evolve: evolveApproval,
  initialState: initialApprovalState,
};

/** The four-eyes rule for a money action, checked by the wallet's decider where money moves. */
export interface FourEyes {
  /** Above this many cents (absolute amount) a second admin must have approved. */
  thresholdCents: number;
  /** The second admin who approved it (an ApprovalGranted), or null. */
  secondApprover: string | null;
}

/**
 * `adminId` acts on `ownerId`'s wallet for `amountCents`: never on their own, and above the
 * threshold only with a different second approver (else APPROVAL.REQUIRED, which the handler turns
 * into a request).
 */
export function checkFourEyes(adminId: string, ownerId: string | null, amountCents: number, fourEyes: FourEyes): void {
  if (ownerId !== null && (adminId === ownerId || fourEyes.secondApprover === ownerId)) {
    throw approvalErrors.ownAccount();
  }
  if (fourEyes.secondApprover !== null && fourEyes.secondApprover === adminId) throw approvalErrors.sameAdmin();
  if (Math.abs(amountCents) > fourEyes.thresholdCents && fourEyes.secondApprover === null) {
    throw approvalErrors.required(fourEyes.thresholdCents, amountCents);
  }
}
