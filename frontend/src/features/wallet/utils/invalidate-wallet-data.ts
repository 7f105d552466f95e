import { CARD_WITHDRAWABLE_QUERY_KEY } from '../api/get-card-withdrawable';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { TRANSACTIONS_QUERY_KEY } from '../api/get-transactions';
import { WALLET_SUMMARY_QUERY_KEY } from '../api/get-wallet-summary';

/** After money moved: the balances live on the session, the list in /api/user/transactions, the figures in /api/wallet/summary. */
export function invalidateWalletData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: WALLET_SUMMARY_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: CARD_WITHDRAWABLE_QUERY_KEY }),
  ]).then(() => undefined);
}
