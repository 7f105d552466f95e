import { Navigate } from 'react-router-dom';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { readPendingInvitation } from '@/features/invitations/utils/pending-invitation';
import type { User } from '@/types/api';
import { useWalletDialog } from '../layout/wallet-dialog-context';

export function HomeRoute({ user }: { user: User }) {
  const { openWallet } = useWalletDialog();
  // Signed in after pressing Join on an invitation: back to it, where the join completes.
  const pendingInvitation = readPendingInvitation();
  if (pendingInvitation) return <Navigate to={`/invite/${encodeURIComponent(pendingInvitation)}`} replace />;
  return <Dashboard user={user} onOpenWallet={openWallet} />;
}
