import { PayPalReturnPage } from '@/features/wallet/components/paypal/paypal-return-page';
import { FinancialDashboard } from '@/features/wallet/components/wallet-screen/financial-dashboard';
import type { User } from '@/types/api';

export function WalletRoute({ user }: { user: User }) {
  return <FinancialDashboard user={user} />;
}

/** PayPal sends the payer back here after approving; the order is captured on this page. */
export function PayPalReturnRoute() {
  return <PayPalReturnPage />;
}
