import { api } from '@/lib/api-client';
import type { TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

/** The creator, once all 4 players have paid. */
export const startTournament = (id: string | number) =>
  api.post<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}/start`);

export const useStartTournament = (id: string | number, callbacks: ActionCallbacks<TournamentDetail> = {}) =>
  useTournamentAction(id, (_: void) => startTournament(id), callbacks);
