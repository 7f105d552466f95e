import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api } from '@/lib/api-client';

/** What one withdrawal to the card can take now ("30.00"; "0.00" when no card payment is left to refund). */
export type CardWithdrawable = components['schemas']['CardWithdrawableSchema'];

export const CARD_WITHDRAWABLE_QUERY_KEY = ['/api/wallet/card-withdrawable'] as const;

export const getCardWithdrawable = () => api.get<CardWithdrawable>('/api/wallet/card-withdrawable');

export const getCardWithdrawableQueryOptions = () =>
  queryOptions({ queryKey: CARD_WITHDRAWABLE_QUERY_KEY, queryFn: getCardWithdrawable });

export const useCardWithdrawable = () => useQuery(getCardWithdrawableQueryOptions());
