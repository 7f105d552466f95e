import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TransactionDetail } from '../types';

const url = (id: string) => `/api/admin/transactions/${encodeURIComponent(id)}`;

export const getTransactionDetail = (id: string) => api.get<TransactionDetail>(url(id));

export const useTransactionDetail = (id: string) =>
  useQuery(queryOptions({ queryKey: [url(id)], queryFn: () => getTransactionDetail(id) }));
