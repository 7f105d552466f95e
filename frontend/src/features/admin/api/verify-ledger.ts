import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LedgerVerification } from '../types';

/** A button, not a query: the check folds every wallet stream, so it runs only when asked. */
export const verifyLedger = () => api.get<LedgerVerification>('/api/admin/ledger/verify');

export const useVerifyLedger = () => useMutation({ mutationFn: verifyLedger });
