import { api } from '@/lib/api-client';
import type { TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

/** A player of the other team accepts the reported result; the tournament settles and prizes are paid. */
export const confirmResult = (id: string | number) =>
  api.post<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}/result/confirm`);

export const useConfirmResult = (id: string | number, callbacks: ActionCallbacks<TournamentDetail> = {}) =>
  useTournamentAction(id, (_: void) => confirmResult(id), callbacks);
