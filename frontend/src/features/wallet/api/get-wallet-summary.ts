import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The wallet screen's figures, folded by the server from the wallet's ledger ("12.50" strings). */
export interface WalletSummaryFigures {
  prizes: string;
  prizeCount: number;
  refunds: string;
  refundCount: number;
  entryFees: string;
  entryFeeCount: number;
  feesPaid: string;
  /** Signed: "-27.00" for a loss. Prizes + refunds - entry fees - fees paid. */
  netProfit: string;
  depositsCredited: string;
  depositCount: number;
  depositsPending: string;
  pendingDepositCount: number;
  withdrawn: string;
  withdrawalCount: number;
  withdrawalsPending: string;
  pendingWithdrawalCount: number;
  adjustments: string;
  tournamentsPlayed: number;
  tournamentsWon: number;
  /** Whole percent, matches won over matches completed: the same number as /api/user/stats. */
  winRate: number;
}

export const WALLET_SUMMARY_QUERY_KEY = ['/api/wallet/summary'] as const;

export const getWalletSummary = () => api.get<WalletSummaryFigures>('/api/wallet/summary');

export const getWalletSummaryQueryOptions = () =>
  queryOptions({ queryKey: WALLET_SUMMARY_QUERY_KEY, queryFn: getWalletSummary, staleTime: 30 * 1000 });

export const useWalletSummary = () => useQuery(getWalletSummaryQueryOptions());
