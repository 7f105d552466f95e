import type { components } from '@/api/schema';
import { api } from '@/lib/api-client';
import type { TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

/** A player of the other team rejects the reported result; an admin decides. */
export type DisputeResultInput = components['schemas']['DisputeResultDto'];

export const disputeResult = (id: string | number, input: DisputeResultInput) =>
  api.post<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}/result/dispute`, input);

export const useDisputeResult = (id: string | number, callbacks: ActionCallbacks<TournamentDetail> = {}) =>
  useTournamentAction(id, (input: DisputeResultInput) => disputeResult(id, input), callbacks);
