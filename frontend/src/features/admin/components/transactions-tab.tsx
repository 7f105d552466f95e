import { useState } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { PagedTable } from '@/components/ui/paged-list';
import { formatMoney } from '@/lib/money';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { SearchBox, Truncate, useListParams } from './list-controls';

const fullName = (p: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || '—';

/** `<input type="date">` gives YYYY-MM-DD; the export takes whole UTC days, `to` exclusive (the next day). */
function exportUrl(from: string, to: string): string {
  const query = new URLSearchParams();
  if (from) query.set('from', `${from}T00:00:00Z`);
  if (to) {
    const next = new Date(`${to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    query.set('to', next.toISOString());
  }
  const text = query.toString();
  return `/api/admin/transactions/export.csv${text ? `?${text}` : ''}`;
}

/** Every player's transactions, paged and searchable, with the CSV export. */
export function TransactionsTab() {
  const [params, { setPage, setSearch, setSort }] = useListParams();
  const transactions = useAdminTransactions(params);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
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
        ]}
      />
      <div className="admin-nav" style={{ marginTop: '1rem' }}>
        <label>
          From (UTC) <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To (UTC, inclusive) <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <a className="btn btn--outline btn--sm" href={exportUrl(from, to)} download>
          Download CSV
        </a>
      </div>
    </section>
  );
}
