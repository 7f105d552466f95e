import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedTable } from '@/components/ui/paged-list';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useDecideApproval } from '../api/decide-approval';
import { usePendingApprovals } from '../api/get-approvals';
import type { Approval } from '../types';
import { Truncate, useListParams } from './list-controls';

const KIND_LABEL: Record<string, string> = {
  balance_adjustment: 'Balance adjustment',
  deposit_approval: 'Bank deposit approval',
  withdrawal_completion: 'Withdrawal payout',
  role_change: 'Role change',
};

/** What the request does, in a sentence. */
export function describeApproval(a: Approval): string {
  const who = a.userEmail ?? a.userId;
  if (a.kind === 'role_change')
    return `${a.role === 'admin' ? 'Make' : 'Remove'} ${who} ${a.role === 'admin' ? 'an administrator' : 'as administrator'}`;
  const amount = a.amount ? `$${formatMoney(a.amount.replace(/^-/, ''))}` : '';
  if (a.kind === 'balance_adjustment')
    return `${a.amount?.startsWith('-') ? 'Debit' : 'Credit'} ${amount} ${a.amount?.startsWith('-') ? 'from' : 'to'} ${who}`;
  if (a.kind === 'deposit_approval') return `Credit the ${amount} bank transfer of ${who}`;
  return `Pay out the ${amount} withdrawal of ${who}`;
}

/**
 * Four eyes: what another admin asked for above the limit. Approving carries it out; the server
 * refuses an admin approving their own request or anything about themselves, with a sentence.
 */
export function ApprovalsSection() {
  const [params, list] = useListParams();
  const approvals = usePendingApprovals(params);
  const decide = useDecideApproval();
  const [deciding, setDeciding] = useState<{ approval: Approval; decision: 'approve' | 'reject' } | null>(null);

  const onConfirm = (reason: string) => {
    if (!deciding) return;
    const { approval, decision } = deciding;
    decide.mutate(
      { id: approval.id, decision, reason },
      {
        onSuccess: () => {
          setDeciding(null);
          toast({ title: decision === 'approve' ? 'Approved and carried out' : 'Request rejected' });
        },
        onError: (error) => {
          setDeciding(null);
          toast({ title: 'Action failed', description: getErrorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="pending-approvals">
      <h2 id="pending-approvals">Four-eyes approvals</h2>
      <PagedTable
        query={approvals}
        noun="requests waiting for approval"
        empty="Nothing waits for a second administrator."
        onPage={list.setPage}
        rowKey={(a) => a.id}
        columns={[
          { header: 'Request', cell: (a) => KIND_LABEL[a.kind] ?? a.kind },
          { header: 'What', cell: (a) => <Truncate text={describeApproval(a)} width="16rem" /> },
          { header: 'Reason', cell: (a) => <Truncate text={a.reason} width="12rem" /> },
          { header: 'Asked by', cell: (a) => <Truncate text={a.requestedByEmail ?? a.requestedBy} /> },
          { header: 'Asked', cell: (a) => new Date(a.requestedAt).toLocaleString() },
          {
            header: 'Actions',
            className: 'admin-actions',
            cell: (a) => (
              <>
                <button
                  type="button"
                  className="btn btn--primary btn--sm"
                  aria-label={`Approve: ${describeApproval(a)}`}
                  onClick={() => setDeciding({ approval: a, decision: 'approve' })}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  aria-label={`Reject: ${describeApproval(a)}`}
                  onClick={() => setDeciding({ approval: a, decision: 'reject' })}
                >
                  Reject
                </button>
              </>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.decision === 'reject' ? 'Reject the request' : 'Approve as second administrator'}
        reason={{ label: 'Reason', required: deciding?.decision === 'reject' }}
        confirmLabel={deciding?.decision === 'reject' ? 'Reject' : 'Approve and carry out'}
        cancelLabel="Cancel"
        destructive={deciding?.decision === 'reject'}
        pending={decide.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={onConfirm}
      >
        {deciding && (
          <p>
            {describeApproval(deciding.approval)}, asked by{' '}
            {deciding.approval.requestedByEmail ?? deciding.approval.requestedBy}: “{deciding.approval.reason}”.
            {deciding.decision === 'approve' ? ' Approving moves the money now.' : ' Rejecting moves nothing.'}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
