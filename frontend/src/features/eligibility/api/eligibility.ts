import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DepositLimitsInput, Eligibility, VerificationAnswer } from '@/types/api';

export const ELIGIBILITY_QUERY_KEY = ['/api/user/eligibility'] as const;

export const getEligibilityQueryOptions = (options: { pollWhilePending?: boolean } = {}) =>
  queryOptions({
    queryKey: ELIGIBILITY_QUERY_KEY,
    queryFn: () => api.get<Eligibility>('/api/user/eligibility'),
    // While a verification is being checked, look again every few seconds (progress on the page).
    refetchInterval: (query) => (options.pollWhilePending && query.state.data?.kycStatus === 'pending' ? 3000 : false),
  });

export const useEligibility = (options: { pollWhilePending?: boolean } = {}) =>
  useQuery(getEligibilityQueryOptions(options));

/** A change whose answer is the new eligibility: it replaces the cached one at once. */
function useEligibilityChange<Input>(send: (input: Input) => Promise<Eligibility>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (eligibility) => queryClient.setQueryData(ELIGIBILITY_QUERY_KEY, eligibility),
  });
}

/** PUT /api/user/eligibility: where the player lives, and a date of birth while none is recorded. */
export const useUpdateDetails = () =>
  useEligibilityChange((details: { dateOfBirth?: string; country: string; region: string }) =>
    api.put<Eligibility>('/api/user/eligibility', details),
  );

export const useSetDepositLimits = () =>
  useEligibilityChange((limits: DepositLimitsInput) => api.put<Eligibility>('/api/user/limits', limits));

export type CoolOffPeriod = '24h' | '7d' | '30d';
export const useStartCoolOff = () =>
  useEligibilityChange((period: CoolOffPeriod) => api.post<Eligibility>('/api/user/cool-off', { period }));

export type SelfExclusionPeriod = '6m' | '1y' | '5y';
export const useSelfExclude = () =>
  useEligibilityChange((period: SelfExclusionPeriod) => api.post<Eligibility>('/api/user/self-exclusion', { period }));

export const useStartVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: 1 | 2) => api.post<VerificationAnswer>('/api/user/identity-verifications', { level }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ELIGIBILITY_QUERY_KEY }),
  });
};

/** Test mode only: the simulated provider's outcome, as its test tool sets it. */
export const useFinishTestVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: 'verified' | 'rejected' }) =>
      api.post(`/api/test/identity-verifications/${encodeURIComponent(id)}/complete`, { outcome }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ELIGIBILITY_QUERY_KEY }),
  });
};
