import { useIdempotencyKey } from '@/lib/idempotency';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedTable } from '@/components/ui/paged-list';
import { getErrorMessage } from '@/lib/errors';
import { formatCents, formatMoney, toCents } from '@/lib/money';
import { useAdjustBalance } from '../api/adjust-balance';
import { useApproveDeposit } from '../api/approve-deposit';
import { useCompleteWithdrawal } from '../api/complete-withdrawal';
import { useAdminUsers } from '../api/get-admin-users';
import { usePendingDeposits } from '../api/get-pending-deposits';
import { usePendingWithdrawals } from '../api/get-pending-withdrawals';
import { useRejectDeposit } from '../api/reject-deposit';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { useVerifyLedger } from '../api/verify-ledger';
import type { PendingDeposit, PendingWithdrawal } from '../types';
import { SearchBox, Truncate, useListParams } from './list-controls';

const SIGNED_AMOUNT = /^-?\d+(\.\d{1,2})?$/;
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
    const close = (title: string) => () => {
      setConfirming(null);
      toast({ title });
    };
    if (confirming.kind === 'approve') {
      approve.mutate({ id: confirming.deposit.id }, { onSuccess: close('Deposit approved'), onError: failed });
    } else {
      complete.mutate({ id: confirming.withdrawal.id }, { onSuccess: close('Withdrawal completed'), onError: failed });
    }
  };

  return (
    <div className="admin-page" style={{ padding: 0 }}>
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

      <BalanceAdjustmentForm />
      <LedgerCheck />

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

function BalanceAdjustmentForm() {
  const users = useAdminUsers();
  const adjust = useAdjustBalance();
  // A retry of the same adjustment after an error (e.g. a lost answer) reuses its key, so the
  // server replays the first answer instead of moving the money twice.
  const keys = useIdempotencyKey();
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const player = users.data?.find((u) => u.id === userId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!userId) return setError('Choose a user.');
    if (!SIGNED_AMOUNT.test(amount.trim()) || /^-?0+(\.0+)?$/.test(amount.trim()))
      return setError('Invalid amount format');
    if (!reason.trim()) return setError('A reason is required.');
    setError(null);
    setConfirming(true);
  };

  const apply = () => {
    const request = { userId, amount: amount.trim(), reason: reason.trim() };
    adjust.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: () => {
          keys.settle();
          setConfirming(false);
          toast({ title: 'Balance adjusted' });
          setAmount('');
          setReason('');
        },
        onError: (err) => {
          keys.settle(err);
          setConfirming(false);
          failed(err);
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="balance-adjustment">
      <h2 id="balance-adjustment">Balance adjustment</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="adjust-user">User</label>
          <select id="adjust-user" value={userId} onChange={(e) => setUserId(e.target.value)}>
            <option value="">Choose a user</option>
            {users.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.email} ({u.id.slice(0, 8)}) · ${formatMoney(u.balance)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="adjust-amount">Amount (negative to debit, e.g. -12.50)</label>
          <input id="adjust-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="adjust-reason">Reason</label>
          <input id="adjust-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={adjust.isPending}>
          Apply adjustment
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Apply balance adjustment"
        confirmLabel={toCents(amount) < 0 ? 'Debit the wallet' : 'Credit the wallet'}
        destructive={toCents(amount) < 0}
        pending={adjust.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={apply}
      >
        <p>
          {toCents(amount) < 0 ? 'Debit' : 'Credit'} <strong>${formatCents(Math.abs(toCents(amount)))}</strong>{' '}
          {toCents(amount) < 0 ? 'from' : 'to'}{' '}
          <strong>
            <Truncate text={player?.email ?? userId} width="100%" />
          </strong>{' '}
          (balance now ${formatMoney(player?.balance)}), because: <q>{reason.trim()}</q>
        </p>
      </ConfirmDialog>
    </section>
  );
}

function LedgerCheck() {
  const verify = useVerifyLedger();
  return (
    <section className="card" aria-labelledby="ledger-check">
      <h2 id="ledger-check">Ledger</h2>
      <button
        type="button"
        className="btn btn--outline"
        disabled={verify.isPending}
        onClick={() => verify.mutate(undefined, { onError: failed })}
      >
        {verify.isPending ? 'Verifying...' : 'Verify ledger'}
      </button>
      {verify.data && (
        <div role="status">
          {verify.data.ok ? (
            <p>
              Ledger OK: {verify.data.checkedWallets} wallets, {verify.data.checkedEvents} events checked.
            </p>
          ) : (
            <>
              <p className="error-text">{verify.data.differences.length} difference(s) found.</p>
              <ul>
                {verify.data.differences.map((d, i) => (
                  <li key={i}>
                    [{d.check}] {d.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
