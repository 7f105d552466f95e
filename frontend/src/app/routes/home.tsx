import { Dashboard } from '@/features/dashboard/components/dashboard';
import type { User } from '@/types/api';
import { useWalletDialog } from '../layout/wallet-dialog-context';

export function HomeRoute({ user }: { user: User }) {
  const { openWallet } = useWalletDialog();
  return <Dashboard user={user} onOpenWallet={openWallet} />;
}
