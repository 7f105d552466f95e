import type { components } from '@/api/schema';
import { api } from '@/lib/api-client';
import type { TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

/** The creator while waiting; every entry fee is refunded. */
export type CancelTournamentInput = components['schemas']['CancelTournamentDto'];

export const cancelTournament = (id: string | number, input: CancelTournamentInput = {}) =>
  api.post<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}/cancel`, input);

export const useCancelTournament = (id: string | number, callbacks: ActionCallbacks<TournamentDetail> = {}) =>
  useTournamentAction(id, (input: CancelTournamentInput) => cancelTournament(id, input), callbacks);
