import { centsFromApiOrZero } from '@/lib/money';
import { teamLabel } from '@/lib/team-label';
import type { SlotPosition, TeamNumber, TournamentDetail, TournamentParticipant } from '@/types/api';
import { PLAYERS_PER_TOURNAMENT } from './pool-breakdown';

export const TEAMS: readonly TeamNumber[] = [1, 2];
export const POSITIONS: readonly SlotPosition[] = [1, 2];

export { teamLabel };
export const otherTeam = (team: TeamNumber): TeamNumber => (team === 1 ? 2 : 1);

export function participantAt(
  t: TournamentDetail,
  team: TeamNumber,
  position: SlotPosition,
): TournamentParticipant | null {
  return t.participants.find((p) => Number(p.teamNumber) === team && Number(p.position) === position) ?? null;
}

/** Paid players; `currentPlayers` when the answer carries no slots. */
export function joinedCount(t: TournamentDetail): number {
  if (t.participants.length === 0) return t.currentPlayers;
  return t.participants.filter((p) => p.status === 'joined').length;
}

/** Every slot is taken (paid or held while paying). */
export function isFull(t: TournamentDetail): boolean {
  const max = t.maxPlayers || PLAYERS_PER_TOURNAMENT;
  return Math.max(t.participants.length, t.currentPlayers) >= max;
}

export interface Viewer {
  signedIn: boolean;
  participant: TournamentParticipant | null;
  isCreator: boolean;
  waitlistPlace: number | null;
}

export function viewerOf(t: TournamentDetail, userId: string | null | undefined): Viewer {
  if (!userId) return { signedIn: false, participant: null, isCreator: false, waitlistPlace: null };
  const participant = t.participants.find((p) => p.userId === userId) ?? null;
  const waiting = t.waitlist.find((w) => w.userId === userId);
  return {
    signedIn: true,
    participant,
    isCreator: t.creatorId != null && t.creatorId === userId,
    waitlistPlace: waiting ? waiting.placeInLine : null,
  };
}

/** The team that reported the result: as sent, else the reporter's slot. */
export function reporterTeamOf(t: TournamentDetail): TeamNumber | null {
  const result = t.result;
  if (!result) return null;
  if (result.reporterTeam === 1 || result.reporterTeam === 2) return result.reporterTeam;
  const reporter = t.participants.find((p) => p.userId === result.reportedBy);
  return reporter ? reporter.teamNumber : null;
}

/** May this viewer answer the reported result? Only a player of the other team. */
export function canAnswerResult(t: TournamentDetail, viewer: Viewer): boolean {
  if (t.status !== 'in_progress' || t.result?.status !== 'reported' || !viewer.participant) return false;
  const reporterTeam = reporterTeamOf(t);
  return reporterTeam !== null && Number(viewer.participant.teamNumber) !== reporterTeam;
}

export interface TournamentFees {
  entryFeeCents: number;
  courtShareCents: number;
  totalPerPlayerCents: number;
  poolCents: number;
  /** 5% of the pool. */
  platformFeeCents: number;
  /** The platform's 0-3 cents from rounding each court share up to a whole cent. */
  courtRoundingCents: number;
  prizePerWinnerCents: number;
}

/** The server's figures: it sends every one (docs/api/tournaments-contract.md), so none is recomputed here. */
export function feesOf(t: TournamentDetail): TournamentFees {
  return {
    entryFeeCents: centsFromApiOrZero(t.entryFee),
    courtShareCents: centsFromApiOrZero(t.courtFeePerPlayer),
    totalPerPlayerCents: centsFromApiOrZero(t.totalFeePerPlayer),
    poolCents: centsFromApiOrZero(t.pool),
    platformFeeCents: centsFromApiOrZero(t.platformFee),
    courtRoundingCents: centsFromApiOrZero(t.courtRounding),
    prizePerWinnerCents: centsFromApiOrZero(t.prizePerWinner),
  };
}
