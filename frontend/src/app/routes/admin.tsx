import { Navigate } from 'react-router-dom';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdminLogin } from '@/features/admin/components/admin-login';
import { AdminPanel } from '@/features/admin/components/admin-panel';
import { LedgerExplorer } from '@/features/admin/components/ledger-explorer';
import type { User } from '@/types/api';
import { AdminSecondFactorGate } from './admin-second-factor-gate';

export function AdminLoginRoute({ user }: { user: User | null }) {
  return <AdminLogin user={user} />;
}

/** Players are sent home; signed-out visitors reach these only through /admin/login (see router). */
export function AdminDashboardRoute({ user }: { user: User }) {
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return (
    <AdminSecondFactorGate user={user}>
      <AdminDashboard />
    </AdminSecondFactorGate>
  );
}

export function AdminPanelRoute({ user }: { user: User }) {
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return (
    <AdminSecondFactorGate user={user}>
      <AdminPanel />
    </AdminSecondFactorGate>
  );
}

export function AdminLedgerRoute({ user }: { user: User }) {
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return (
    <AdminSecondFactorGate user={user}>
      <LedgerExplorer />
    </AdminSecondFactorGate>
  );
}
