import { api } from '@/lib/api-client';
import type { TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

/** A participant (not the creator) leaves while waiting; the entry fee is refunded. */
export const leaveTournament = (id: string | number) =>
  api.post<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}/leave`);

export const useLeaveTournament = (id: string | number, callbacks: ActionCallbacks<TournamentDetail> = {}) =>
  useTournamentAction(id, (_: void) => leaveTournament(id), callbacks);
