import { useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { useAdminPlayers } from '../api/get-admin-players';
import { useAdminTournaments } from '../api/get-admin-tournaments';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { AdminNav } from './admin-nav';
import { StatTiles } from './stat-tiles';
import { TournamentControlTab } from './tournament-control-tab';
import { TransactionsTab } from './transactions-tab';
import { UserManagementTab } from './user-management-tab';
import './admin.css';

type Tab = 'players' | 'tournaments' | 'transactions';

/** The overview: the tiles, and every list paged and searchable (the totals are the lists' own). */
export function AdminDashboard() {
  const [tab, setTab] = useState<Tab>('players');
  const stats = useAdminDashboard();
  const first = { page: 1, search: '' };
  const players = useAdminPlayers(first);
  const tournaments = useAdminTournaments(first);
  const transactions = useAdminTransactions(first);

  if (stats.isPending) return <PageSpinner />;
  return (
    <div className="admin-page">
      <h1>Admin Dashboard</h1>
      <AdminNav current="dashboard" />
      {stats.data && <StatTiles stats={stats.data} />}
      <Tabs
        variant="buttons"
        label="Dashboard lists"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'players', label: `Players (${players.data?.total ?? 0})` },
          { id: 'tournaments', label: `Tournaments (${tournaments.data?.total ?? 0})` },
          { id: 'transactions', label: `Transactions (${transactions.data?.total ?? 0})` },
        ]}
      >
        {tab === 'players' && <UserManagementTab />}
        {tab === 'tournaments' && <TournamentControlTab />}
        {tab === 'transactions' && <TransactionsTab />}
      </Tabs>
    </div>
  );
}
