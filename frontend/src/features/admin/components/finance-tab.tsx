import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedTable } from '@/components/ui/paged-list';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useApproveDeposit } from '../api/approve-deposit';
import { useCompleteWithdrawal } from '../api/complete-withdrawal';
import { SECOND_APPROVAL_TOAST, awaitsSecondApproval } from '../utils/second-approval';
import { usePendingDeposits } from '../api/get-pending-deposits';
import { usePendingWithdrawals } from '../api/get-pending-withdrawals';
import { useRejectDeposit } from '../api/reject-deposit';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import type { PendingDeposit, PendingWithdrawal } from '../types';
import { SearchBox, Truncate, useListParams } from './list-controls';
import { BalanceAdjustmentForm } from './balance-adjustment-form';
import { ApprovalsSection } from './approvals-section';
import { LedgerIntegritySection } from './ledger-integrity-section';
import { PayoutsSection } from './payouts-section';

const failed = (error: Error) =>
  toast({ title: 'Action failed', description: getErrorMessage(error), variant: 'destructive' });
const who = (u: { email: string } | null, fallback: string) => u?.email ?? fallback;

/** A queued request's two answers; each button names the request for a screen reader. */
function ReviewButtons(props: { approve: string; request: string; onApprove: () => void; onReject: () => void }) {
  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--sm"
        aria-label={`${props.approve} ${props.request}`}
        onClick={props.onApprove}
      >
        {props.approve}
      </button>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        aria-label={`Reject ${props.request}`}
        onClick={props.onReject}
      >
        Reject
      </button>
    </>
  );
}

type Pending = { kind: 'approve'; deposit: PendingDeposit } | { kind: 'complete'; withdrawal: PendingWithdrawal };

export function FinanceTab() {
  const [depositParams, depositList] = useListParams();
  const [withdrawalParams, withdrawalList] = useListParams();
  const deposits = usePendingDeposits(depositParams);
  const withdrawals = usePendingWithdrawals(withdrawalParams);
  const approve = useApproveDeposit();
  const rejectDeposit = useRejectDeposit();
  const complete = useCompleteWithdrawal();
  const rejectWithdrawal = useRejectWithdrawal();
  const [rejecting, setRejecting] = useState<{
    kind: 'deposit' | 'withdrawal';
    id: string;
    amount: string;
    player: string;
  } | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);

  const onReject = (reason: string) => {
    if (!rejecting) return;
    const mutation = rejecting.kind === 'deposit' ? rejectDeposit : rejectWithdrawal;
    mutation.mutate(
      { id: rejecting.id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast({ title: 'Rejected', description: 'The request was rejected.' });
        },
        onError: failed,
      },
    );
  };

  const onConfirm = () => {
    if (!confirming) return;
    const close = (title: string) => (answer: unknown) => {
      setConfirming(null);
      toast(awaitsSecondApproval(answer) ? SECOND_APPROVAL_TOAST : { title });
    };
    if (confirming.kind === 'approve') {
      approve.mutate({ id: confirming.deposit.id }, { onSuccess: close('Deposit approved'), onError: failed });
    } else {
      complete.mutate({ id: confirming.withdrawal.id }, { onSuccess: close('Withdrawal completed'), onError: failed });
    }
  };

  return (
    <div className="admin-page" style={{ padding: 0 }}>
      <ApprovalsSection />
      <section className="card" aria-labelledby="pending-deposits">
        <h2 id="pending-deposits">Pending deposits</h2>
        <SearchBox
          label="Search deposits"
          placeholder="E-mail, name or reference"
          onSearch={depositList.setSearch}
          sort={depositParams.sort}
          defaultSort="oldest"
          onSort={depositList.setSort}
        />
        <PagedTable
          query={deposits}
          noun="pending deposits"
          empty="No deposits waiting."
          onPage={depositList.setPage}
          rowKey={(d) => d.id}
          columns={[
            { header: 'Player', cell: (d) => <Truncate text={who(d.user, d.userId)} /> },
            { header: 'Amount', cell: (d) => `$${formatMoney(d.amount)}` },
            { header: 'Method', cell: (d) => d.paymentMethod },
            { header: 'Reference', cell: (d) => <Truncate text={d.transactionReference} width="10rem" /> },
            { header: 'Requested', cell: (d) => new Date(d.requestedAt).toLocaleString() },
            {
              header: 'Actions',
              className: 'admin-actions',
              cell: (d) => (
                <ReviewButtons
                  approve="Approve"
                  request={`deposit ${d.transactionReference}`}
                  onApprove={() => setConfirming({ kind: 'approve', deposit: d })}
                  onReject={() =>
                    setRejecting({ kind: 'deposit', id: d.id, amount: d.amount, player: who(d.user, d.userId) })
                  }
                />
              ),
            },
          ]}
        />
      </section>

      <section className="card" aria-labelledby="pending-withdrawals">
        <h2 id="pending-withdrawals">Pending withdrawals</h2>
        <SearchBox
          label="Search withdrawals"
          placeholder="E-mail, name or account holder"
          onSearch={withdrawalList.setSearch}
          sort={withdrawalParams.sort}
          defaultSort="oldest"
          onSort={withdrawalList.setSort}
        />
        <PagedTable
          query={withdrawals}
          noun="pending withdrawals"
          empty="No withdrawals waiting."
          onPage={withdrawalList.setPage}
          rowKey={(w) => w.id}
          columns={[
            { header: 'Player', cell: (w) => <Truncate text={who(w.user, w.userId)} /> },
            { header: 'Amount', cell: (w) => `$${formatMoney(w.amount)}` },
            { header: 'Fee', cell: (w) => `$${formatMoney(w.fee)}` },
            { header: 'Pay out', cell: (w) => `$${formatMoney(w.netAmount)}` },
            {
              header: 'Bank',
              cell: (w) => <Truncate text={`${w.bankName} · ${w.accountHolderName} · ${w.accountNumber}`} />,
            },
            {
              header: 'Actions',
              className: 'admin-actions',
              cell: (w) => (
                <ReviewButtons
                  approve="Complete"
                  request={`withdrawal ${w.id}`}
                  onApprove={() => setConfirming({ kind: 'complete', withdrawal: w })}
                  onReject={() =>
                    setRejecting({ kind: 'withdrawal', id: w.id, amount: w.amount, player: who(w.user, w.userId) })
                  }
                />
              ),
            },
          ]}
        />
      </section>

      <PayoutsSection />
      <BalanceAdjustmentForm />
      <LedgerIntegritySection />

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'complete' ? 'Complete withdrawal' : 'Approve deposit'}
        confirmLabel={confirming?.kind === 'complete' ? 'Pay out' : 'Credit the wallet'}
        pending={approve.isPending || complete.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={onConfirm}
      >
        {confirming?.kind === 'approve' && (
          <p>
            Credit <strong>${formatMoney(confirming.deposit.amount)}</strong> to{' '}
            <strong>
              <Truncate text={who(confirming.deposit.user, confirming.deposit.userId)} width="100%" />
            </strong>{' '}
            for bank reference <Truncate text={confirming.deposit.transactionReference} width="100%" />? Only approve a
            transfer you have seen arrive.
          </p>
        )}
        {confirming?.kind === 'complete' && (
          <p>
            Pay <strong>${formatMoney(confirming.withdrawal.netAmount)}</strong> (of $
            {formatMoney(confirming.withdrawal.amount)}, fee ${formatMoney(confirming.withdrawal.fee)}) to{' '}
            <strong>
              <Truncate text={who(confirming.withdrawal.user, confirming.withdrawal.userId)} width="100%" />
            </strong>
            ? Confirm once the bank transfer has been sent.
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={rejecting !== null}
        title={
          rejecting ? `Reject ${rejecting.kind} of $${formatMoney(rejecting.amount)} for ${rejecting.player}` : 'Reject'
        }
        reason={{ label: 'Reason', required: true }}
        confirmLabel="Reject"
        cancelLabel="Cancel"
        destructive
        pending={rejectDeposit.isPending || rejectWithdrawal.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={onReject}
      />
    </div>
  );
}
