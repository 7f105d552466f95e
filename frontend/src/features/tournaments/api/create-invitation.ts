import type { components } from '@/api/schema';
import { api } from '@/lib/api-client';
import type { CreatedInvitation } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

/** Give email or phone to have the message sent, or neither for a plain link to share; the name is optional. */
export type CreateInvitationInput = components['schemas']['CreateInvitationDto'];

export const createInvitation = (id: string | number, input: CreateInvitationInput) =>
  api.post<CreatedInvitation>(`/api/tournaments/${encodeURIComponent(String(id))}/invitations`, input);

export const useCreateInvitation = (id: string | number, callbacks: ActionCallbacks<CreatedInvitation> = {}) =>
  useTournamentAction(id, (input: CreateInvitationInput) => createInvitation(id, input), callbacks);
