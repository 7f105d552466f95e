import { DepositPage } from '@/features/wallet/components/deposit-page/deposit-page';
import type { User } from '@/types/api';

export function DepositRoute({ user }: { user: User }) {
  return <DepositPage user={user} />;
}
