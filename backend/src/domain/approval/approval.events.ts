/**
 * Events of the stream `approval-{approvalId}`: an admin's action that needs a second, different
 * admin before it is carried out (four eyes). The action carries everything needed to carry it out
 * later, with the ids chosen at the request, so carrying it out twice does nothing the second time.
 */
import { Cents } from '../shared/money';

export type AdminRole = 'admin' | 'player';

export type ApprovalAction =
  | { kind: 'balance_adjustment'; userId: string; adjustmentId: string; amountCents: Cents; reason: string }
  | { kind: 'deposit_approval'; userId: string; depositId: string; amountCents: Cents }
  | { kind: 'withdrawal_completion'; userId: string; withdrawalId: string; amountCents: Cents }
  | { kind: 'role_change'; userId: string; role: AdminRole };

export type ApprovalKind = ApprovalAction['kind'];

export type ApprovalRequested = {
  type: 'ApprovalRequested';
  data: { approvalId: string; action: ApprovalAction; requestedBy: string; reason: string; requestedAt: string };
};

/** The second admin agreed; the action is carried out right after (idempotently, so a retry finishes it). */
export type ApprovalGranted = {
  type: 'ApprovalGranted';
  data: { approvalId: string; approvedBy: string; reason: string; approvedAt: string };
};

export type ApprovalRejected = {
  type: 'ApprovalRejected';
  data: { approvalId: string; rejectedBy: string; reason: string; rejectedAt: string };
};

/**
 * Granted, but the action was refused when carried out (the deposit was rejected meanwhile, the
 * balance no longer covers a debit): nothing moved, and the request is closed with the refusal.
 */
export type ApprovalFailed = {
  type: 'ApprovalFailed';
  data: { approvalId: string; code: string; message: string; failedAt: string };
};

export type ApprovalEvent = ApprovalRequested | ApprovalGranted | ApprovalRejected | ApprovalFailed;
