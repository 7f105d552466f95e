import { useState } from 'react';
import { useAdminStats } from '../api/get-admin-stats';
import { FinanceTab } from './finance-tab';
import { StatTiles } from './stat-tiles';
import { Tabs } from './tabs';
import { TournamentControlTab } from './tournament-control-tab';
import { UserManagementTab } from './user-management-tab';
import './admin.css';

type Tab = 'finance' | 'tournaments' | 'users';

/** The management panel. The spec's "System Control" buttons had no behaviour, so they are left out. */
export function AdminPanel() {
  const [tab, setTab] = useState<Tab>('finance');
  const stats = useAdminStats();
  return (
    <div className="admin-page">
      <h1>Admin Control Center</h1>
      {stats.data && <StatTiles stats={stats.data} />}
      <Tabs
        label="Admin sections"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'finance', label: 'Finance' },
          { id: 'tournaments', label: 'Tournament Control' },
          { id: 'users', label: 'User Management' },
        ]}
      />
      <div role="tabpanel">
        {tab === 'finance' && <FinanceTab />}
        {tab === 'tournaments' && <TournamentControlTab />}
        {tab === 'users' && <UserManagementTab />}
      </div>
    </div>
  );
}
