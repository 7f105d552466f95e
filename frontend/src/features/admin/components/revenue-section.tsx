import { useState, type FormEvent } from 'react';
import { DataTable } from '@/components/ui/paged-list';
import { getErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { revenueCsvUrl, useRevenue } from '../api/get-revenue';

/** Platform revenue by source (card fees, withdrawal fees, match fees, court-fee rounding) for a period. */
export function RevenueSection() {
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [period, setPeriod] = useState({ from: '', to: '' });
  const revenue = useRevenue(period.from, period.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPeriod(draft);
  };
  return (
    <section className="card" aria-labelledby="revenue-heading">
      <h2 id="revenue-heading">Platform revenue</h2>
      <form className="admin-nav" onSubmit={submit} aria-label="Revenue period">
        <label>
          From (UTC){' '}
          <input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
        </label>
        <label>
          To (UTC, inclusive){' '}
          <input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
        </label>
        <button type="submit" className="btn btn--sm">
          Show revenue
        </button>
        <a className="btn btn--outline btn--sm" href={revenueCsvUrl(period.from, period.to)} download>
          Download revenue CSV
        </a>
      </form>
      {revenue.isPending ? (
        <p className="muted">Loading…</p>
      ) : revenue.isError ? (
        <p className="error-text" role="alert">
          {getErrorMessage(revenue.error)}
        </p>
      ) : (
        <>
          {revenue.data.sources.every((s) => s.count === 0) && <p className="muted">No revenue in this period.</p>}
          <DataTable
            rows={revenue.data.sources}
            rowKey={(s) => s.source}
            columns={[
              { header: 'Source', cell: (s) => s.label },
              { header: 'Entries', cell: (s) => s.count },
              { header: 'Amount', cell: (s) => `$${formatMoney(s.amount)}` },
            ]}
          />
          <p>
            Total: <strong data-testid="revenue-total">${formatMoney(revenue.data.total)}</strong>
          </p>
        </>
      )}
    </section>
  );
}
