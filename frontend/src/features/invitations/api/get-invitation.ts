import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InvitationView } from '@/types/api';

export const invitationQueryKey = (token: string) => ['/api/invitations', token] as const;

/** Public: no session needed. A 404 means the link is invalid or expired. */
export const getInvitation = (token: string) =>
  api.get<InvitationView | null>(`/api/invitations/${encodeURIComponent(token)}`);

export const getInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationQueryKey(token),
    queryFn: () => getInvitation(token),
  });

export const useInvitation = (token: string) => useQuery(getInvitationQueryOptions(token));
