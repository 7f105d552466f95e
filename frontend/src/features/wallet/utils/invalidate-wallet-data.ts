import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { TRANSACTIONS_QUERY_KEY } from '../api/get-transactions';

/** After money moved: the balances live on the session, the list in /api/user/transactions. */
export function invalidateWalletData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  ]).then(() => undefined);
}
