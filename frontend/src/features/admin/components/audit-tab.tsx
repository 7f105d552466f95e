import { formatMoney } from '@/lib/money';
import { useAdminAudit } from '../api/get-admin-audit';
import { Pager, SearchBox, Truncate, useListParams } from './list-controls';

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
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th>When</th>
              <th>Admin</th>
              <th>Action</th>
              <th>Target</th>
              <th>Amount</th>
              <th>Reason</th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.items.map((e) => (
              <tr key={e.id}>
                <td title={e.at}>{new Date(e.at).toLocaleString()}</td>
                <td>
                  <Truncate text={e.actor.email ?? e.actor.id} width="12rem" />
                </td>
                <td>{ACTION_LABELS[e.action] ?? e.action}</td>
                <td>
                  <Truncate text={e.target.label ?? e.target.id} width="14rem" />
                </td>
                <td>{e.amount === null ? '' : `$${formatMoney(e.amount)}`}</td>
                <td>
                  <Truncate text={e.reason} width="18rem" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {audit.data && (
        <Pager
          page={audit.data.page}
          pageSize={audit.data.pageSize}
          total={audit.data.total}
          noun="entries"
          onPage={setPage}
        />
      )}
    </section>
  );
}
