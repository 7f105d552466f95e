import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PagedTable } from '@/components/ui/paged-list';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { useIdempotencyKey } from '@/lib/idempotency';
import { centsFromApi, formatMoney, usd } from '@/lib/money';
import { usePendingWithdrawals } from '../api/get-pending-withdrawals';
import {
  payoutFileLinks,
  useCreatePayoutFile,
  usePayoutFilesPage,
  useSentWithdrawals,
  type PayoutFileCreated,
} from '../api/payout-files';
import type { PendingWithdrawal } from '../types';
import { Truncate, useListParams } from './list-controls';

const who = (w: PendingWithdrawal) => w.user?.email ?? w.userId;

function FileLinks({ id }: { id: string }) {
  const links = payoutFileLinks(id);
  return (
    <>
      <a
        className="btn btn--outline btn--sm"
        href={links.xml}
        download
        aria-label={`Download pain.001 XML of file ${id}`}
      >
        pain.001.xml
      </a>{' '}
      <a
        className="btn btn--outline btn--sm"
        href={links.csv}
        download
        aria-label={`Download payments CSV of file ${id}`}
      >
        payments.csv
      </a>
    </>
  );
}

/**
 * Payouts: finance selects pending bank withdrawals (held money, waiting to be paid), makes one
 * payment file of them, and downloads it for the bank (ISO 20022 pain.001 XML, and CSV). The file
 * marks them sent; they are completed when the bank confirms. docs/decisions/paypal-ui.md.
 */
export function PayoutsSection() {
  const [params, list] = useListParams();
  const withdrawals = usePendingWithdrawals(params);
  const sent = useSentWithdrawals();
  const [filesPage, setFilesPage] = useState(1);
  const files = usePayoutFilesPage(filesPage);
  const create = useCreatePayoutFile();
  const keys = useIdempotencyKey();
  const [selected, setSelected] = useState<ReadonlyMap<string, PendingWithdrawal>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [made, setMade] = useState<PayoutFileCreated | null>(null);

  const chosen = [...selected.values()];
  const totalCents = chosen.reduce((sum, w) => sum + centsFromApi(w.netAmount), 0);
  const toggle = (w: PendingWithdrawal) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(w.id)) next.delete(w.id);
      else next.set(w.id, w);
      return next;
    });

  const onConfirm = () => {
    const withdrawalIds = chosen.map((w) => w.id);
    create.mutate(
      { withdrawalIds, idempotencyKey: keys.keyFor(withdrawalIds) },
      {
        onSuccess: (file) => {
          keys.settle();
          setConfirming(false);
          setSelected(new Map());
          setMade(file);
          toast({ title: 'Payout file created', description: `${withdrawalIds.length} withdrawals marked sent.` });
        },
        onError: (error) => {
          keys.settle(error);
          setConfirming(false);
          toast({ title: 'Payout file not created', description: getErrorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="payouts-title">
      <h2 id="payouts-title">Payouts</h2>
      <p className="muted">
        Select pending bank withdrawals and create one payment file for the bank. The file marks them sent; complete
        them once the bank confirms the payments.
      </p>
      {made && (
        <div className="wallet-note" role="status">
          <p>
            Payout file <code>{made.id}</code> is ready (sha256 <Truncate text={made.checksum} width="12rem" />
            ). Download it for the bank:
          </p>
          <FileLinks id={made.id} />
        </div>
      )}
      <PagedTable
        query={withdrawals}
        noun="pending withdrawals"
        empty="No withdrawals waiting to be paid."
        onPage={list.setPage}
        rowKey={(w) => w.id}
        columns={[
          {
            header: 'Pay',
            cell: (w) => {
              const file = sent.data?.get(w.id);
              return file ? (
                <span className="muted">Sent in {file.slice(0, 8)}</span>
              ) : (
                <input
                  type="checkbox"
                  aria-label={`Select withdrawal of $${formatMoney(w.netAmount)} to ${w.accountHolderName}`}
                  checked={selected.has(w.id)}
                  disabled={sent.isPending}
                  onChange={() => toggle(w)}
                />
              );
            },
          },
          { header: 'Player', cell: (w) => <Truncate text={who(w)} /> },
          { header: 'Pay out', cell: (w) => `$${formatMoney(w.netAmount)}` },
          {
            header: 'Bank',
            cell: (w) => <Truncate text={`${w.bankName} · ${w.accountHolderName} · ${w.accountNumber}`} />,
          },
          { header: 'Requested', cell: (w) => new Date(w.requestedAt).toLocaleString() },
        ]}
      />
      {sent.isError && (
        <p className="wallet-note wallet-note--error" role="alert">
          Earlier payout files could not be read, so withdrawals already sent cannot be told apart:{' '}
          {getErrorMessage(sent.error)} The server still refuses to put a withdrawal in two files.
        </p>
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={chosen.length === 0}
          onClick={() => setConfirming(true)}
        >
          {chosen.length === 0
            ? 'Select withdrawals to pay'
            : `Create payout file (${chosen.length}, ${usd(totalCents)})`}
        </button>
      </div>

      <h3 id="payout-files-title">Earlier payout files</h3>
      <PagedTable
        query={files}
        noun="payout files"
        empty="No payout file has been created yet."
        onPage={setFilesPage}
        rowKey={(f) => f.id}
        columns={[
          { header: 'Created', cell: (f) => new Date(f.generatedAt).toLocaleString() },
          { header: 'File', cell: (f) => <Truncate text={f.id} width="8rem" />, title: (f) => f.id },
          { header: 'Withdrawals', cell: (f) => f.withdrawalIds.length },
          { header: 'Total', cell: (f) => `$${formatMoney(f.total)}` },
          { header: 'Download', className: 'admin-actions', cell: (f) => <FileLinks id={f.id} /> },
        ]}
      />

      <ConfirmDialog
        open={confirming}
        title="Create payout file"
        confirmLabel="Create file and mark sent"
        pending={create.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
      >
        <p>
          Pay <strong>{usd(totalCents)}</strong> to {chosen.length} bank account{chosen.length === 1 ? '' : 's'}? The
          withdrawals are marked sent and cannot go into another file or be rejected afterwards.
        </p>
      </ConfirmDialog>
    </section>
  );
}
