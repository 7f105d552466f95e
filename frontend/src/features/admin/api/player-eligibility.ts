import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminEligibility, Eligibility } from '@/types/api';

const key = (userId: string) => ['/api/admin/users', userId, 'eligibility'] as const;

/** GET /api/admin/users/{id}/eligibility: the player's status and its history. */
export const usePlayerEligibility = (userId: string | null) =>
  useQuery({
    queryKey: key(userId ?? ''),
    queryFn: () => api.get<AdminEligibility>(`/api/admin/users/${encodeURIComponent(userId ?? '')}/eligibility`),
    enabled: userId !== null,
  });

/** POST /api/admin/users/{id}/date-of-birth: the one correction an admin makes, with a reason. */
export const useCorrectDateOfBirth = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { dateOfBirth: string; reason: string }) =>
      api.post<Eligibility>(`/api/admin/users/${encodeURIComponent(userId)}/date-of-birth`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
};
