import type { components } from '@/api/schema';
import { api } from '@/lib/api-client';
import type { TournamentDetail } from '@/types/api';
import { useTournamentAction, type ActionCallbacks } from '../utils/use-tournament-action';

export type ReportResultInput = components['schemas']['ReportResultDto'];

export const reportResult = (id: string | number, input: ReportResultInput) =>
  api.post<TournamentDetail>(`/api/tournaments/${encodeURIComponent(String(id))}/result`, input);

export const useReportResult = (id: string | number, callbacks: ActionCallbacks<TournamentDetail> = {}) =>
  useTournamentAction(id, (input: ReportResultInput) => reportResult(id, input), callbacks);
