import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PendingWithdrawal } from '../types';

export const getPendingWithdrawals = () => api.get<PendingWithdrawal[]>('/api/admin/withdrawals?status=pending');

export const getPendingWithdrawalsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/withdrawals?status=pending'], queryFn: getPendingWithdrawals });

export const usePendingWithdrawals = () => useQuery(getPendingWithdrawalsQueryOptions());
