import { useState, type FormEvent } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { DataTable, PagedTable } from '@/components/ui/paged-list';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { useTransactionDetail } from '../api/get-transaction-detail';
import { NO_FILTERS, transactionsExportUrl } from '../api/transaction-filters';
import type { TransactionFilters } from '../types';
import { SearchBox, Truncate, useListParams } from './list-controls';
import { RevenueSection } from './revenue-section';

const fullName = (p: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || '—';

const TYPES = ['deposit', 'withdrawal', 'credit', 'debit', 'entry_fee', 'refund', 'prize'];
const STATUSES = ['pending', 'completed', 'rejected'];

/** Every player's transactions, paged, searchable and filtered, with the CSV of what is on screen. */
export function TransactionsTab() {
  const [params, { setPage, setSearch, setSort }] = useListParams();
  const [filters, setFilters] = useState<TransactionFilters>(NO_FILTERS);
  const transactions = useAdminTransactions(params, filters);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <section className="card" aria-labelledby="transactions-heading">
        <h2 id="transactions-heading">Transactions</h2>
        <SearchBox
          label="Search transactions"
          placeholder="Reference, e-mail or name"
          onSearch={setSearch}
          sort={params.sort}
          defaultSort="newest"
          onSort={setSort}
        />
        <FilterForm
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <PagedTable
          query={transactions}
          noun="transactions"
          onPage={setPage}
          rowKey={(x) => x.id}
          columns={[
            { header: 'When', cell: (x) => new Date(x.createdAt).toLocaleString(), title: (x) => x.createdAt },
            { header: 'User', cell: (x) => <Truncate text={fullName(x.user)} width="12rem" /> },
            { header: 'Type', cell: (x) => x.type },
            { header: 'Amount', cell: (x) => `$${formatMoney(x.amount)}` },
            { header: 'Reference', cell: (x) => <Truncate text={x.reference ?? x.id} width="10rem" /> },
            { header: 'Description', cell: (x) => <Truncate text={x.description} width="16rem" /> },
            { header: 'Status', cell: (x) => <StatusBadge status={x.status} /> },
            {
              header: '',
              cell: (x) => (
                <button type="button" className="btn btn--outline btn--sm" onClick={() => setOpenId(x.id)}>
                  Details
                </button>
              ),
            },
          ]}
        />
        <div className="admin-nav" style={{ marginTop: '1rem' }}>
          <a className="btn btn--outline btn--sm" href={transactionsExportUrl(filters, params.search)} download>
            Download CSV
          </a>
          <span className="muted small">The CSV holds every page of what the filters and search show.</span>
        </div>
      </section>
      {openId && <TransactionDetailView id={openId} onClose={() => setOpenId(null)} />}
      <RevenueSection />
    </>
  );
}

/** The filters, applied together (one request per Apply, not per key). */
function FilterForm({ onApply }: { onApply: (filters: TransactionFilters) => void }) {
  const [draft, setDraft] = useState<TransactionFilters>(NO_FILTERS);
  const set = (key: keyof TransactionFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form className="admin-nav" onSubmit={submit} aria-label="Filter transactions">
      <label>
        Type{' '}
        <select value={draft.type} onChange={set('type')}>
          <option value="">Any</option>
          {TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label>
        Status{' '}
        <select value={draft.status} onChange={set('status')}>
          <option value="">Any</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        Min amount <input inputMode="decimal" size={8} value={draft.minAmount} onChange={set('minAmount')} />
      </label>
      <label>
        Max amount <input inputMode="decimal" size={8} value={draft.maxAmount} onChange={set('maxAmount')} />
      </label>
      <label>
        From (UTC) <input type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label>
        To (UTC, inclusive) <input type="date" value={draft.to} onChange={set('to')} />
      </label>
      <button type="submit" className="btn btn--sm">
        Apply filters
      </button>
    </form>
  );
}

/** One transaction in full: gross, fee, net; the linked deposit or match; status history; postings. */
export function TransactionDetailView({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useTransactionDetail(id);
  return (
    <section className="card" aria-labelledby="transaction-detail-heading">
      <h2 id="transaction-detail-heading">
        Transaction <Truncate text={id} width="20rem" />
      </h2>
      <button type="button" className="btn btn--outline btn--sm" onClick={onClose}>
        Close
      </button>
      {detail.isPending ? (
        <p className="muted">Loading…</p>
      ) : detail.isError ? (
        <p className="error-text" role="alert">
          {getErrorMessage(detail.error)}
        </p>
      ) : (
        <>
          <dl>
            <dt>Player</dt>
            <dd>{fullName(detail.data.user)}</dd>
            <dt>Type</dt>
            <dd>{detail.data.type}</dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={detail.data.status} />
            </dd>
            <dt>Gross</dt>
            <dd data-testid="detail-gross">${formatMoney(detail.data.gross)}</dd>
            <dt>Fee</dt>
            <dd data-testid="detail-fee">${formatMoney(detail.data.fee)}</dd>
            <dt>Net</dt>
            <dd data-testid="detail-net">${formatMoney(detail.data.net)}</dd>
            <dt>Linked</dt>
            <dd>
              {detail.data.linked === null
                ? '—'
                : detail.data.linked.kind === 'match'
                  ? `Match ${detail.data.linked.name ?? detail.data.linked.id}`
                  : `Deposit by ${detail.data.linked.method ?? 'unknown method'} (${detail.data.reference ?? detail.data.id})`}
            </dd>
          </dl>
          <h3>Status history</h3>
          {detail.data.history.length === 0 && <p className="muted">No recorded events.</p>}
          <DataTable
            rows={detail.data.history}
            rowKey={(h) => h.eventId}
            columns={[
              { header: 'Time (UTC)', cell: (h) => h.at },
              { header: 'Status', cell: (h) => <StatusBadge status={h.status} /> },
              { header: 'Reason', cell: (h) => h.reason ?? '—' },
            ]}
          />
          <h3>Ledger postings</h3>
          {detail.data.postings.length === 0 && (
            <p className="muted">No postings: this transaction has moved no money yet.</p>
          )}
          <DataTable
            rows={detail.data.postings}
            rowKey={(p) => `${p.eventId}-${p.source}-${p.destination}-${p.label}`}
            columns={[
              { header: 'What', cell: (p) => p.label },
              { header: 'From', cell: (p) => <Truncate text={p.source} width="16rem" /> },
              { header: 'To', cell: (p) => <Truncate text={p.destination} width="16rem" /> },
              { header: 'Amount', cell: (p) => `$${formatMoney(p.amount)}` },
            ]}
          />
        </>
      )}
    </section>
  );
}
