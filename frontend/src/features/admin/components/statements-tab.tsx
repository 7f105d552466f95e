import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { MAX_STATEMENT_BYTES, useImportStatement, useResolveStatementLine } from '../api/bank-statements';
import { usePendingDeposits } from '../api/get-pending-deposits';
import { usePendingWithdrawals } from '../api/get-pending-withdrawals';
import type { StatementImport, StatementLine } from '../types';
import { SECOND_APPROVAL_TOAST } from '../utils/second-approval';
import { useListParams } from './list-controls';
import { ImportedStatements, UnmatchedLines, describeLine } from './statement-lists';

const failed = (error: Error) =>
  toast({ title: 'Action failed', description: getErrorMessage(error), variant: 'destructive' });

/** Uploads a statement file; the answer's counts stay on screen until the next upload. */
function ImportForm({ onImported }: { onImported: (result: StatementImport) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<StatementImport | null>(null);
  const upload = useImportStatement();
  const tooLarge = file !== null && file.size > MAX_STATEMENT_BYTES;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || tooLarge || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        onImported(answer);
      },
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>Statement file (CSV or camt.053 XML, at most 5 MB)</label>
        <input
          id={id}
          type="file"
          accept=".csv,.xml,text/csv,application/xml,text/xml"
          disabled={upload.isPending}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            upload.reset();
          }}
        />
      </div>
      {tooLarge && (
        <p role="alert" className="field__error">
          This file is larger than 5 MB. Export a shorter period and upload each part.
        </p>
      )}
      {upload.isError && (
        <p role="alert" className="field__error">
          {getErrorMessage(upload.error)}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={!file || tooLarge || upload.isPending}>
        {upload.isPending ? 'Importing and matching…' : 'Import statement'}
      </button>
      {upload.isPending && (
        <p role="status" aria-live="polite">
          Reading the file and matching its lines…
        </p>
      )}
      {result && !upload.isPending && (
        <p role="status" aria-live="polite" aria-label="Import result">
          Matched {result.matched} · Unmatched {result.unmatched} · Duplicates {result.duplicates}
        </p>
      )}
    </form>
  );
}

/** The pending requests a line could pay: same amount (a deposit) or same net payout (a withdrawal). */
function TargetPicker({
  line,
  value,
  onChange,
}: {
  line: StatementLine;
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const incoming = !line.amount.startsWith('-');
  const deposits = usePendingDeposits();
  const withdrawals = usePendingWithdrawals();
  const options = incoming
    ? (deposits.data?.items ?? [])
        .filter((d) => d.amount === line.amount)
        .map((d) => ({
          id: d.id,
          label: `${d.user?.email ?? d.userId} · $${formatMoney(d.amount)} · “${d.transactionReference}”`,
        }))
    : (withdrawals.data?.items ?? [])
        .filter((w) => `-${w.netAmount}` === line.amount)
        .map((w) => ({ id: w.id, label: `${w.user?.email ?? w.userId} · $${formatMoney(w.netAmount)} net · ${w.id}` }));
  const loading = incoming ? deposits.isPending : withdrawals.isPending;
  return (
    <div className="field">
      <label htmlFor={id}>
        {incoming ? 'Pending deposit of the same amount' : 'Pending withdrawal of the same net amount'}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={loading}>
        <option value="">{loading ? 'Loading…' : options.length ? 'Choose one' : 'None of the same amount'}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type Resolving = { line: StatementLine; action: 'attach' | 'ignore' };

/**
 * Finance's bank statements: upload a file, see what matched, and resolve what did not: attach a line
 * to the deposit or withdrawal it pays (four eyes above the limit), or ignore it, always with a reason.
 */
export function StatementsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const statementId = searchParams.get('statement');
  const [params, list] = useListParams();
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const [targetId, setTargetId] = useState('');
  const resolve = useResolveStatementLine();

  const open = (line: StatementLine, action: Resolving['action']) => {
    setTargetId('');
    setResolving({ line, action });
  };
  const onConfirm = (reason: string) => {
    if (!resolving || !statementId) return;
    const { line, action } = resolving;
    const kind = line.amount.startsWith('-') ? 'withdrawal' : 'deposit';
    resolve.mutate(
      {
        statementId,
        bankReference: line.bankReference,
        reason,
        ...(action === 'ignore' ? { action: 'ignore' as const } : { action: kind, targetId }),
      },
      {
        onSuccess: (answer) => {
          setResolving(null);
          toast(
            answer.approval
              ? SECOND_APPROVAL_TOAST
              : {
                  title:
                    action === 'ignore'
                      ? 'Line ignored'
                      : `Line resolved: ${kind} ${kind === 'deposit' ? 'approved' : 'completed'}`,
                },
          );
        },
        onError: (error) => {
          setResolving(null);
          failed(error);
        },
      },
    );
  };

  return (
    <div className="admin-page" style={{ padding: 0 }}>
      <section className="card" aria-labelledby="statement-import">
        <h2 id="statement-import">Import a bank statement</h2>
        <p>
          Lines paying a pending bank deposit (same reference and amount) approve it, and lines paying a withdrawal sent
          in a payout file complete it. The same file imported again changes nothing.
        </p>
        <ImportForm
          onImported={(result) => {
            list.setPage(1);
            setSearchParams({ tab: 'statements', statement: result.statementId });
          }}
        />
      </section>
      <ImportedStatements
        current={statementId}
        onOpen={(id) => {
          list.setPage(1);
          setSearchParams({ tab: 'statements', statement: id });
        }}
      />
      {statementId && (
        <UnmatchedLines
          statementId={statementId}
          params={params}
          onPage={list.setPage}
          onResolve={(line) => open(line, 'attach')}
          onIgnore={(line) => open(line, 'ignore')}
        />
      )}
      <ConfirmDialog
        open={resolving !== null}
        title={resolving?.action === 'ignore' ? 'Ignore the statement line' : 'Resolve the statement line'}
        reason={{ label: 'Reason', required: true }}
        confirmLabel={resolving?.action === 'ignore' ? 'Ignore line' : 'Attach and move the money'}
        cancelLabel="Cancel"
        destructive={resolving?.action === 'ignore'}
        incomplete={resolving?.action === 'attach' && targetId === ''}
        pending={resolve.isPending}
        onClose={() => setResolving(null)}
        onConfirm={onConfirm}
      >
        {resolving && (
          <>
            <p>
              {describeLine(resolving.line)} ({resolving.line.bankReference}).{' '}
              {resolving.action === 'ignore'
                ? 'Ignoring moves no money; the reason is kept with your name.'
                : 'Attaching approves the deposit or completes the withdrawal now (above the four-eyes limit, once a second administrator approves).'}
            </p>
            {resolving.action === 'attach' && (
              <TargetPicker line={resolving.line} value={targetId} onChange={setTargetId} />
            )}
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
