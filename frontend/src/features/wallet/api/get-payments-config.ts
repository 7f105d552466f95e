import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PaymentsConfig } from '@/types/api';

export const PAYMENTS_CONFIG_QUERY_KEY = ['/api/payments/config'] as const;

/** Whether card payments go through Stripe.js or the simulated (test mode) form, and the fees. */
export const getPaymentsConfig = () => api.get<PaymentsConfig>('/api/payments/config');

export const getPaymentsConfigQueryOptions = () =>
  queryOptions({ queryKey: PAYMENTS_CONFIG_QUERY_KEY, queryFn: getPaymentsConfig });

export const usePaymentsConfig = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getPaymentsConfigQueryOptions(), enabled });
