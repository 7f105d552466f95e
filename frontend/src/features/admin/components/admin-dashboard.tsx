import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney } from '@/lib/money';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { useAdminPlayers } from '../api/get-admin-players';
import { useAdminTournaments } from '../api/get-admin-tournaments';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { StatTiles } from './stat-tiles';
import { Tabs } from './tabs';
import './admin.css';

type Tab = 'players' | 'tournaments' | 'transactions';
const fullName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || '—';

export function AdminDashboard() {
  const [tab, setTab] = useState<Tab>('players');
  const stats = useAdminDashboard();
  const players = useAdminPlayers();
  const tournaments = useAdminTournaments();
  const transactions = useAdminTransactions();

  if (stats.isPending) return <PageSpinner />;
  return (
    <div className="admin-page">
      <header className="admin-actions" style={{ justifyContent: 'space-between' }}>
        <h1>Admin Dashboard</h1>
        <Link to="/" className="btn btn--outline">
          Back to Site
        </Link>
      </header>
      {stats.data && <StatTiles stats={stats.data} />}
      <Tabs
        label="Dashboard lists"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'players', label: `Players (${players.data?.total ?? 0})` },
          { id: 'tournaments', label: `Tournaments (${tournaments.data?.total ?? 0})` },
          { id: 'transactions', label: `Transactions (${transactions.data?.total ?? 0})` },
        ]}
      />
      <div className="card" role="tabpanel">
        {tab === 'players' && (
          <table className="admin-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Email</th>
                <th>Balance</th>
                <th>Role</th>
              </tr>
            </thead>
            <tbody>
              {players.data?.players.map((p) => (
                <tr key={p.id}>
                  <td>{fullName(p)}</td>
                  <td>{p.email}</td>
                  <td>${formatMoney(p.balance)}</td>
                  <td>{p.isAdmin ? 'Admin' : 'User'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {tab === 'tournaments' && (
          <table className="admin-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Game</th>
                <th>Prize Pool</th>
                <th>Players</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {tournaments.data?.tournaments.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>{t.game}</td>
                  <td>${formatMoney(t.prizePool)}</td>
                  <td>
                    {t.currentPlayers}/{t.maxPlayers}
                  </td>
                  <td>
                    <StatusBadge status={t.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {tab === 'transactions' && (
          <table className="admin-table">
            <thead>
              <tr>
                <th>User</th>
                <th>Type</th>
                <th>Amount</th>
                <th>Description</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {transactions.data?.transactions.map((x) => (
                <tr key={x.id}>
                  <td>{fullName(x.user)}</td>
                  <td>{x.type}</td>
                  <td>${formatMoney(x.amount)}</td>
                  <td>{x.description ?? ''}</td>
                  <td>
                    <StatusBadge status={x.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
