import { api } from '@/lib/api-client';
import type { TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

/** Only when every slot is taken. */
export const joinWaitlist = (id: string | number) =>
  api.post<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}/waitlist`);

export const useJoinWaitlist = (id: string | number, callbacks: ActionCallbacks<TournamentDetail> = {}) =>
  useTournamentAction(id, (_: void) => joinWaitlist(id), callbacks);
