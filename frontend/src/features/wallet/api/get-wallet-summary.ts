import type { components } from '@/api/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The wallet screen's figures, folded by the server from the wallet's ledger ("12.50" strings). */
export type WalletSummaryFigures = components['schemas']['WalletSummarySchema'];

export const WALLET_SUMMARY_QUERY_KEY = ['/api/wallet/summary'] as const;

export const getWalletSummary = () => api.get<WalletSummaryFigures>('/api/wallet/summary');

export const getWalletSummaryQueryOptions = () =>
  queryOptions({ queryKey: WALLET_SUMMARY_QUERY_KEY, queryFn: getWalletSummary, staleTime: 30 * 1000 });

export const useWalletSummary = () => useQuery(getWalletSummaryQueryOptions());
