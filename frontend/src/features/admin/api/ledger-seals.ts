import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LedgerSeals, LedgerVerification, SealOutcome } from '../types';

/** The ledger's signed seals, newest first (docs/decisions/ledger-integrity.md). */
const SEALS_URL = '/api/admin/ledger-seals';

export const getLedgerSealsQueryOptions = () =>
  queryOptions({ queryKey: [SEALS_URL], queryFn: () => api.get<LedgerSeals>(SEALS_URL) });

export const useLedgerSeals = () => useQuery(getLedgerSealsQueryOptions());

/** Where a seal's signed digest document downloads from (the session cookie authorises the link). */
export const digestUrl = (sealId: string) => `${SEALS_URL}/${encodeURIComponent(sealId)}/digest.json`;

/** Seals now what the sealer would seal at its next turn; sealing twice with nothing new returns the last seal. */
export const useSealLedger = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SealOutcome>(SEALS_URL),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SEALS_URL] }),
  });
};

/** Every ledger check, plus: is the ledger up to this (kept outside) digest document unchanged? */
export const useVerifyDigest = () =>
  useMutation({
    mutationFn: (document: unknown) => api.post<LedgerVerification>(`${SEALS_URL}/verify-digest`, document),
  });
