import { api } from '@/lib/api-client';
import type { SlotPosition, TeamNumber, TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

export interface JoinTournamentInput {
  teamNumber: TeamNumber;
  position: SlotPosition;
}

export const joinTournament = (id: string | number, input: JoinTournamentInput) =>
  api.post<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}/join`, input);

export const useJoinTournament = (
  id: string | number,
  callbacks: ActionCallbacks<TournamentDetail, JoinTournamentInput> = {},
) => useTournamentAction(id, (input: JoinTournamentInput) => joinTournament(id, input), callbacks);
