import { ApprovalEvent } from '../../domain/approval/approval.events';
import { formatCents } from '../../domain/shared/money';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RowProjection } from '../runner/projection';
import { ProjectionRows, instantText } from '../runner/projection-rows';
import { eventTypes } from '../runner/event-types';

/** `admin_approvals`: the four-eyes requests of the `approval-{id}` streams, for the admins' queue. */
export class ApprovalsProjection extends RowProjection {
  readonly name = 'approvals';
  readonly tables = ['admin_approvals'] as const;
  readonly schema = { admin_approvals: { key: ['id'] } };
  readonly eventTypes = new Set<string>(
    eventTypes<ApprovalEvent['type']>({
      ApprovalRequested: true,
      ApprovalGranted: true,
      ApprovalRejected: true,
      ApprovalFailed: true,
    }),
  );

  async applyTo(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    if (!recorded.streamName.startsWith('approval-')) return;
    const approvals = rows.table('admin_approvals');
    const event = { type: recorded.type, data: recorded.data } as ApprovalEvent;
    const at = instantText(recorded);
    switch (event.type) {
      case 'ApprovalRequested': {
        const { approvalId, action, requestedBy, reason, requestedAt } = event.data;
        await approvals.insertIgnore({
          id: approvalId,
          kind: action.kind,
          user_id: action.userId,
          subject_id:
            action.kind === 'balance_adjustment'
              ? action.adjustmentId
              : action.kind === 'deposit_approval'
                ? action.depositId
                : action.kind === 'withdrawal_completion'
                  ? action.withdrawalId
                  : action.userId,
          amount: action.kind === 'role_change' ? null : formatCents(action.amountCents),
          role: action.kind === 'role_change' ? action.role : null,
          status: 'pending',
          requested_by: requestedBy,
          reason,
          requested_at: requestedAt,
          decided_by: null,
          decision_reason: null,
          decided_at: null,
          failure: null,
        });
        return;
      }
      case 'ApprovalGranted': {
        const { approvalId, approvedBy, reason } = event.data;
        await approvals.update(approvalId, {
          status: 'granted',
          decided_by: approvedBy,
          decision_reason: reason,
          decided_at: at,
        });
        return;
      }
      case 'ApprovalRejected': {
        const { approvalId, rejectedBy, reason } = event.data;
        await approvals.update(approvalId, {
          status: 'rejected',
          decided_by: rejectedBy,
          decision_reason: reason,
          decided_at: at,
        });
        return;
      }
      case 'ApprovalFailed':
        await approvals.update(event.data.approvalId, { status: 'failed', failure: event.data.message });
        return;
    }
  }
}
