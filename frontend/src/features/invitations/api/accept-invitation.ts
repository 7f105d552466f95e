import type { components } from '@/api/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';

export type AcceptInvitationAnswer = components['schemas']['AcceptedInvitationSchema'];

/** Joins the first free slot; the entry fee is taken from the wallet. */
export const acceptInvitation = (token: string) =>
  api.post<AcceptInvitationAnswer>(`/api/invitations/${encodeURIComponent(token)}/accept`, {});

/** Joining moves money and changes the tournament lists (plain keys: features do not import each other). */
const CHANGED_KEYS: readonly (readonly string[])[] = [
  ['/api/invitations'],
  ['/api/tournaments'],
  ['/api/user/tournaments'],
  ['/api/user/stats'],
  ['/api/wallet/history'],
  ['/api/notifications'],
  SESSION_QUERY_KEY,
];

export const useAcceptInvitation = ({
  onSuccess,
  onError,
}: { onSuccess?: (answer: AcceptInvitationAnswer) => void; onError?: (error: Error) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (answer) => {
      CHANGED_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
      onSuccess?.(answer);
    },
    onError,
  });
};
