import { PagedTable } from '@/components/ui/paged-list';
import { formatMoney } from '@/lib/money';
import { useAdminAudit } from '../api/get-admin-audit';
import { SearchBox, Truncate, useListParams } from './list-controls';

const ACTION_LABELS: Record<string, string> = {
  'deposit.approved': 'Approved deposit',
  'deposit.rejected': 'Rejected deposit',
  'withdrawal.completed': 'Completed withdrawal',
  'withdrawal.rejected': 'Rejected withdrawal',
  'balance.adjusted': 'Adjusted balance',
  'match.winner_declared': 'Declared winner',
  'match.voided': 'Voided match',
  'tournament.edited': 'Edited tournament',
  'tournament.deleted': 'Deleted tournament',
  'tournament.cancelled': 'Cancelled tournament',
};

/** Every admin action, newest first, read from the events. */
export function AuditTab() {
  const [params, { setPage, setSearch, setSort }] = useListParams();
  const audit = useAdminAudit(params);
  return (
    <section className="card" aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <SearchBox
        label="Search the audit log"
        placeholder="Admin, player e-mail, tournament or action"
        onSearch={setSearch}
        sort={params.sort}
        defaultSort="newest"
        onSort={setSort}
      />
      <PagedTable
        query={audit}
        noun="entries"
        onPage={setPage}
        empty="No admin actions yet."
        rowKey={(x) => x.id}
        columns={[
          { header: 'When', cell: (x) => new Date(x.at).toLocaleString(), title: (x) => x.at },
          { header: 'Admin', cell: (x) => <Truncate text={x.actor.email ?? x.actor.id} width="12rem" /> },
          { header: 'Action', cell: (x) => ACTION_LABELS[x.action] ?? x.action },
          { header: 'Target', cell: (x) => <Truncate text={x.target.label ?? x.target.id} width="14rem" /> },
          { header: 'Amount', cell: (x) => (x.amount === null ? '' : `$${formatMoney(x.amount)}`) },
          { header: 'Reason', cell: (x) => <Truncate text={x.reason} width="18rem" /> },
        ]}
      />
    </section>
  );
}
