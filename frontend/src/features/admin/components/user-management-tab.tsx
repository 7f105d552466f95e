import { ratingText } from '@/lib/tournaments';
import { Link } from 'react-router-dom';
import { PagedTable } from '@/components/ui/paged-list';
import { formatMoney } from '@/lib/money';
import { useAdminPlayers } from '../api/get-admin-players';
import { SearchBox, Truncate, useListParams } from './list-controls';

export function UserManagementTab() {
  const [params, { setPage, setSearch, setSort }] = useListParams();
  const players = useAdminPlayers(params);
  return (
    <section className="card">
      <SearchBox
        label="Search players"
        placeholder="E-mail or name"
        onSearch={setSearch}
        sort={params.sort}
        defaultSort="newest"
        onSort={setSort}
      />
      <PagedTable
        query={players}
        noun="players"
        onPage={setPage}
        rowKey={(u) => u.id}
        columns={[
          { header: 'ID', cell: (u) => u.id.slice(0, 8), title: (u) => u.id },
          {
            header: 'Name',
            cell: (u) => <Truncate text={[u.firstName, u.lastName].filter(Boolean).join(' ')} width="12rem" />,
          },
          { header: 'Email', cell: (u) => <Truncate text={u.email} /> },
          { header: 'Rating', cell: (u) => ratingText(u.rating) },
          { header: 'Balance', cell: (u) => `$${formatMoney(u.balance)}` },
          { header: 'Pending', cell: (u) => `$${formatMoney(u.pendingBalance)}` },
          { header: 'Joined', cell: (u) => new Date(u.createdAt).toLocaleDateString() },
          {
            header: 'Ledger',
            cell: (u) => (
              // The name starts with the visible word (WCAG 2.5.3 "label in name"), then says whose ledger.
              <Link to={`/admin/ledger?user=${encodeURIComponent(u.id)}`}>
                Explore<span className="sr-only"> the ledger of {u.email}</span>
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}
