import type { components } from '@/api/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/wallet/history: one page of rows (every fee its own row) and the totals of the whole history. */
export type HistoryPage = components['schemas']['HistoryPageSchema'];
export type HistoryRow = components['schemas']['HistoryRowSchema'];
export type HistoryCategory = HistoryRow['category'];
export type HistoryKind = HistoryRow['kind'];
export type HistoryTotals = components['schemas']['HistoryTotalsSchema'];

export const HISTORY_PAGE_SIZE = 25;

/** The prefix of every history query: invalidating it refreshes every filter and page. */
export const HISTORY_QUERY_KEY = ['/api/wallet/history'] as const;

export interface HistoryParams {
  /** null: every row. */
  category: HistoryCategory | null;
  page: number;
}

export function historyUrl({ category, page }: HistoryParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(HISTORY_PAGE_SIZE) });
  if (category) query.set('category', category);
  return `/api/wallet/history?${query.toString()}`;
}

export const getHistory = (params: HistoryParams) => api.get<HistoryPage>(historyUrl(params));

export const getHistoryQueryOptions = (params: HistoryParams) =>
  queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, params],
    queryFn: () => getHistory(params),
    // The page on screen stays while the next page or filter loads.
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });

export const useHistory = (params: HistoryParams) => useQuery(getHistoryQueryOptions(params));
