import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/components/ui/tabs';
import { useAdminQueues } from '../api/get-admin-queues';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminNav } from './admin-nav';
import { AuditTab } from './audit-tab';
import { DisputesTab } from './disputes-tab';
import { FinanceTab } from './finance-tab';
import { IdentityReviewTab } from './identity-review-tab';
import { StatTiles } from './stat-tiles';
import { StatementsTab } from './statements-tab';
import { SupportTab } from './support-tab';
import { TournamentControlTab } from './tournament-control-tab';
import { TransactionsTab } from './transactions-tab';
import { UserManagementTab } from './user-management-tab';
import './admin.css';

const TABS = [
  'finance',
  'statements',
  'identity',
  'disputes',
  'tournaments',
  'users',
  'transactions',
  'audit',
  'support',
] as const;
type Tab = (typeof TABS)[number];

const withCount = (label: string, n: number | undefined) => (n ? `${label} (${n})` : label);

/** The management panel; `?tab=` names the open section so other screens can link to a queue. */
export function AdminPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'finance';
  const stats = useAdminStats();
  const queues = useAdminQueues().data;
  return (
    <div className="admin-page">
      <h1>Admin Control Center</h1>
      <AdminNav current="panel" />
      {stats.data && <StatTiles stats={stats.data} />}
      <Tabs
        variant="buttons"
        label="Admin sections"
        value={tab}
        onChange={(next) => setSearchParams({ tab: next })}
        tabs={[
          {
            id: 'finance',
            label: withCount('Finance', (queues?.pendingDeposits ?? 0) + (queues?.pendingWithdrawals ?? 0)),
          },
          { id: 'statements', label: 'Statements' },
          { id: 'identity', label: 'Identity review' },
          { id: 'disputes', label: withCount('Disputes', queues?.disputedMatches) },
          { id: 'tournaments', label: 'Tournament Control' },
          { id: 'users', label: 'User Management' },
          { id: 'transactions', label: 'Transactions' },
          { id: 'audit', label: 'Audit Log' },
          { id: 'support', label: withCount('Support', queues?.openSupportMessages) },
        ]}
      >
        {tab === 'finance' && <FinanceTab />}
        {tab === 'statements' && <StatementsTab />}
        {tab === 'identity' && <IdentityReviewTab />}
        {tab === 'disputes' && <DisputesTab />}
        {tab === 'tournaments' && <TournamentControlTab />}
        {tab === 'users' && <UserManagementTab />}
        {tab === 'transactions' && <TransactionsTab />}
        {tab === 'audit' && <AuditTab />}
        {tab === 'support' && <SupportTab />}
      </Tabs>
    </div>
  );
}
