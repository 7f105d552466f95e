import type { components } from '@/api/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/wallet/receipts/{id}: a deposit, withdrawal or prize receipt, built from the same rows as the history. */
export type Receipt = components['schemas']['ReceiptSchema'];

export const RECEIPTS_QUERY_KEY = ['/api/wallet/receipts'] as const;

const receiptPath = (id: string) => `/api/wallet/receipts/${encodeURIComponent(id)}`;

/** The same receipt as a PDF, served by the server (the browser downloads it). */
export const receiptPdfUrl = (id: string) => `${receiptPath(id)}/pdf`;

export const getReceipt = (id: string) => api.get<Receipt>(receiptPath(id));

export const getReceiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...RECEIPTS_QUERY_KEY, id],
    queryFn: () => getReceipt(id),
    staleTime: 30 * 1000,
  });

export const useReceipt = (id: string) => useQuery(getReceiptQueryOptions(id));
