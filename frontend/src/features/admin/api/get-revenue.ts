import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RevenueReport } from '../types';
import { dayRange } from './transaction-filters';

/** `?from=&to=` over whole UTC days, `to` inclusive on screen (exclusive on the wire). */
export const revenueQuery = (from: string, to: string): string => {
  const text = new URLSearchParams(dayRange(from, to)).toString();
  return text ? `?${text}` : '';
};

export const revenueUrl = (from: string, to: string) => `/api/admin/revenue${revenueQuery(from, to)}`;
export const revenueCsvUrl = (from: string, to: string) => `/api/admin/revenue/export.csv${revenueQuery(from, to)}`;

export const useRevenue = (from: string, to: string) =>
  useQuery(
    queryOptions({ queryKey: [revenueUrl(from, to)], queryFn: () => api.get<RevenueReport>(revenueUrl(from, to)) }),
  );
