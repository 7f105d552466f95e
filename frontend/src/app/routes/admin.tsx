import { Navigate } from 'react-router-dom';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdminLogin } from '@/features/admin/components/admin-login';
import { AdminPanel } from '@/features/admin/components/admin-panel';
import { LedgerExplorer } from '@/features/admin/components/ledger-explorer';
import type { User } from '@/types/api';

export function AdminLoginRoute({ user }: { user: User | null }) {
  return <AdminLogin user={user} />;
}

/** Players are sent home; signed-out visitors reach these only through /admin/login (see router). */
export function AdminDashboardRoute({ user }: { user: User }) {
  return user.isAdmin ? <AdminDashboard /> : <Navigate to="/" replace />;
}

export function AdminPanelRoute({ user }: { user: User }) {
  return user.isAdmin ? <AdminPanel /> : <Navigate to="/" replace />;
}

export function AdminLedgerRoute({ user }: { user: User }) {
  return user.isAdmin ? <LedgerExplorer /> : <Navigate to="/" replace />;
}
