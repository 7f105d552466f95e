import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PendingDeposit } from '../types';

export const getPendingDeposits = () => api.get<PendingDeposit[]>('/api/admin/deposits?status=pending');

export const getPendingDepositsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/deposits?status=pending'], queryFn: getPendingDeposits });

export const usePendingDeposits = () => useQuery(getPendingDepositsQueryOptions());
