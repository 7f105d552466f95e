import { spec } from '../shared/given-when-then.spec-helper';
import { approvalDecider, checkFourEyes } from './approval.decider';
import { ApprovalAction, ApprovalEvent } from './approval.events';

const now = '2026-11-28T10:00:00.000Z';
const action: ApprovalAction = {
  kind: 'balance_adjustment',
  userId: 'player-1',
  adjustmentId: 'ap1',
  amountCents: 50001,
  reason: 'prize paid by hand',
};
const requested: ApprovalEvent = {
  type: 'ApprovalRequested',
  data: { approvalId: 'ap1', action, requestedBy: 'admin-a', reason: 'prize paid by hand', requestedAt: now },
};
const granted: ApprovalEvent = {
  type: 'ApprovalGranted',
  data: { approvalId: 'ap1', approvedBy: 'admin-b', reason: 'ok', approvedAt: now },
};
const grant = (adminId: string) => ({ type: 'GrantApproval' as const, data: { adminId, reason: 'ok', now } });

describe('approval decider (four eyes)', () => {
  it('records a request with its actor and reason', () => {
    spec(approvalDecider)
      .given([])
      .when({
        type: 'RequestApproval',
        data: { approvalId: 'ap1', action, requestedBy: 'admin-a', reason: ' prize paid by hand ', now },
      })
      .then([requested]);
  });

  it('refuses a request about the requester themselves', () => {
    spec(approvalDecider)
      .given([])
      .when({
        type: 'RequestApproval',
        data: { approvalId: 'ap1', action: { ...action, userId: 'admin-a' }, requestedBy: 'admin-a', reason: 'x', now },
      })
      .thenThrows('APPROVAL.OWN_ACCOUNT');
  });

  it('a different admin grants it', () => {
    spec(approvalDecider).given([requested]).when(grant('admin-b')).then([granted]);
  });

  it('the requester cannot approve their own request, pending or granted', () => {
    spec(approvalDecider).given([requested]).when(grant('admin-a')).thenThrows('APPROVAL.SAME_ADMIN');
    spec(approvalDecider).given([requested, granted]).when(grant('admin-a')).thenThrows('APPROVAL.SAME_ADMIN');
  });

  it('the person it is about cannot approve it', () => {
    spec(approvalDecider).given([requested]).when(grant('player-1')).thenThrows('APPROVAL.OWN_ACCOUNT');
  });

  it('granting again is a no-op (the caller carries the action out again, idempotently)', () => {
    spec(approvalDecider).given([requested, granted]).when(grant('admin-c')).thenNothing();
  });

  it('a rejected request cannot be granted', () => {
    const rejected: ApprovalEvent = {
      type: 'ApprovalRejected',
      data: { approvalId: 'ap1', rejectedBy: 'admin-b', reason: 'no ticket', rejectedAt: now },
    };
    spec(approvalDecider).given([requested, rejected]).when(grant('admin-b')).thenThrows('APPROVAL.NOT_PENDING');
  });

  it('an unknown approval is not found', () => {
    spec(approvalDecider).given([]).when(grant('admin-b')).thenThrows('APPROVAL.NOT_FOUND');
  });
});

describe('checkFourEyes', () => {
  const rule = { thresholdCents: 50000, secondApprover: null };
  it('lets an admin act on another wallet up to the threshold', () => {
    expect(() => checkFourEyes('admin-a', 'player-1', 50000, rule)).not.toThrow();
    expect(() => checkFourEyes('admin-a', 'player-1', -50000, rule)).not.toThrow();
  });
  it('needs a second approver above it, either sign', () => {
    expect(() => checkFourEyes('admin-a', 'player-1', 50001, rule)).toThrow(
      expect.objectContaining({ code: 'APPROVAL.REQUIRED', amountCents: 50001 }),
    );
    expect(() => checkFourEyes('admin-a', 'player-1', -50001, rule)).toThrow(
      expect.objectContaining({ code: 'APPROVAL.REQUIRED' }),
    );
    expect(() => checkFourEyes('admin-a', 'player-1', 50001, { ...rule, secondApprover: 'admin-b' })).not.toThrow();
  });
  it('never on their own wallet, never approved by the same admin', () => {
    expect(() => checkFourEyes('admin-a', 'admin-a', 1, rule)).toThrow(
      expect.objectContaining({ code: 'APPROVAL.OWN_ACCOUNT' }),
    );
    expect(() => checkFourEyes('admin-a', 'admin-b', 50001, { ...rule, secondApprover: 'admin-b' })).toThrow(
      expect.objectContaining({ code: 'APPROVAL.OWN_ACCOUNT' }),
    );
    expect(() => checkFourEyes('admin-a', 'player-1', 50001, { ...rule, secondApprover: 'admin-a' })).toThrow(
      expect.objectContaining({ code: 'APPROVAL.SAME_ADMIN' }),
    );
  });
});
