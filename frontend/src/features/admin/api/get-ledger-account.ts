import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LedgerAccountSnapshot } from '../types';

/** `escrow/<tournamentId>` or `platform-revenue`, folded up to `at` (now when null). */
const url = (account: string, at: string | null) =>
  `/api/admin/ledger-accounts/${account}${at ? `?at=${encodeURIComponent(at)}` : ''}`;

export const getLedgerAccount = (account: string, at: string | null) =>
  api.get<LedgerAccountSnapshot>(url(account, at));

export const getLedgerAccountQueryOptions = (account: string, at: string | null) =>
  queryOptions({ queryKey: [url(account, at)], queryFn: () => getLedgerAccount(account, at), enabled: account !== '' });

export const useLedgerAccount = (account: string, at: string | null) =>
  useQuery(getLedgerAccountQueryOptions(account, at));
