import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LedgerSnapshot } from '../types';

const url = (userId: string, at: string | null) =>
  `/api/admin/ledger/${encodeURIComponent(userId)}${at ? `?at=${encodeURIComponent(at)}` : ''}`;

/** A wallet replayed from its events up to `at` (now when null). */
export const getLedger = (userId: string, at: string | null) => api.get<LedgerSnapshot>(url(userId, at));

export const getLedgerQueryOptions = (userId: string, at: string | null) =>
  queryOptions({ queryKey: [url(userId, at)], queryFn: () => getLedger(userId, at), enabled: userId !== '' });

export const useLedger = (userId: string, at: string | null) => useQuery(getLedgerQueryOptions(userId, at));
