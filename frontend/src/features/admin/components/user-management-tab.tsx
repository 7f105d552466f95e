import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/money';
import { useAdminPlayers } from '../api/get-admin-players';
import { Pager, SearchBox, Truncate, useListParams } from './list-controls';

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
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th>ID</th>
              <th>Name</th>
              <th>Email</th>
              <th>Rating</th>
              <th>Balance</th>
              <th>Pending</th>
              <th>Joined</th>
              <th>Ledger</th>
            </tr>
          </thead>
          <tbody>
            {players.data?.items.map((u) => (
              <tr key={u.id}>
                <td title={u.id}>{u.id.slice(0, 8)}</td>
                <td>
                  <Truncate text={[u.firstName, u.lastName].filter(Boolean).join(' ')} width="12rem" />
                </td>
                <td>
                  <Truncate text={u.email} />
                </td>
                <td>{u.rating ?? 'Unranked'}</td>
                <td>${formatMoney(u.balance)}</td>
                <td>${formatMoney(u.pendingBalance)}</td>
                <td>{new Date(u.createdAt).toLocaleDateString()}</td>
                <td>
                  <Link to={`/admin/ledger?user=${encodeURIComponent(u.id)}`} aria-label={`Ledger of ${u.email}`}>
                    Explore
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {players.data && (
        <Pager
          page={players.data.page}
          pageSize={players.data.pageSize}
          total={players.data.total}
          noun="players"
          onPage={setPage}
        />
      )}
    </section>
  );
}
