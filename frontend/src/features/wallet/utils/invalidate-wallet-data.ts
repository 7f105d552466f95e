import { CARD_WITHDRAWABLE_QUERY_KEY } from '../api/get-card-withdrawable';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { HISTORY_QUERY_KEY } from '../api/get-history';
import { RECEIPTS_QUERY_KEY } from '../api/get-receipt';
import { WALLET_SUMMARY_QUERY_KEY } from '../api/get-wallet-summary';

/** After money moved: the balances live on the session, the rows in /api/wallet/history (and its receipts), the figures in /api/wallet/summary. */
export function invalidateWalletData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: RECEIPTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: WALLET_SUMMARY_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: CARD_WITHDRAWABLE_QUERY_KEY }),
  ]).then(() => undefined);
}
