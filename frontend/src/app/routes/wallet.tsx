import { FinancialDashboard } from '@/features/wallet/components/wallet-screen/financial-dashboard';
import type { User } from '@/types/api';

export function WalletRoute({ user }: { user: User }) {
  return <FinancialDashboard user={user} />;
}
