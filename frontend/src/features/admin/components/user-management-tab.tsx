import { formatMoney } from '@/lib/money';
import { useAdminUsers } from '../api/get-admin-users';

export function UserManagementTab() {
  const users = useAdminUsers();
  return (
    <section className="card">
      <table className="admin-table">
        <thead>
          <tr>
            <th>ID</th>
            <th>Email</th>
            <th>Rating</th>
            <th>Balance</th>
            <th>Joined</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {users.data?.map((u) => (
            <tr key={u.id}>
              <td title={u.id}>{u.id.slice(0, 8)}</td>
              <td>{u.email}</td>
              <td>{u.rating ?? 'Unranked'}</td>
              <td>${formatMoney(u.balance)}</td>
              <td>{new Date(u.createdAt).toLocaleDateString()}</td>
              <td>Active</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
