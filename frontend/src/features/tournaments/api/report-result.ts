import { api } from '@/lib/api-client';
import type { SetScore, TeamNumber, TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

export interface ReportResultInput {
  winningTeam: TeamNumber;
  setScores: SetScore[];
  /** Sets the winner needed: 2 for best of three (the default), up to 5. */
  setsToWin?: number;
}

export const reportResult = (id: string | number, input: ReportResultInput) =>
  api.post<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}/result`, input);

export const useReportResult = (id: string | number, callbacks: ActionCallbacks<TournamentDetail> = {}) =>
  useTournamentAction(id, (input: ReportResultInput) => reportResult(id, input), callbacks);
