/**
 * The result-phase notifications besides "result reported": a dispute and a confirmation that
 * came from the 24-hour window running out. Pure, like notification-drafts.ts.
 */
import { NotificationDraft, teamName, TournamentRef } from './notification-drafts';

const tournamentUrl = (id: string) => `/tournaments/${id}`;

/** To every joined player but the one who disputed. */
export function resultDisputedDrafts(
  t: TournamentRef,
  disputerName: string,
  recipients: string[],
): NotificationDraft[] {
  return recipients.map((userId) => ({
    userId,
    type: 'result_disputed',
    title: 'Result disputed',
    message: `${disputerName} disputed the reported result of ${t.name}. An admin will review it; the entry fees stay safely in escrow until then.`,
    actionUrl: tournamentUrl(t.id),
    metadata: { tournamentId: t.id },
  }));
}

/** To every joined player: nobody answered within the confirmation window. */
export function resultAutoConfirmedDrafts(
  t: TournamentRef,
  winningTeam: number,
  recipients: string[],
): NotificationDraft[] {
  return recipients.map((userId) => ({
    userId,
    type: 'result_auto_confirmed',
    title: 'Result confirmed',
    message: `Nobody disputed the result of ${t.name} in time, so ${teamName(winningTeam)}'s win is confirmed and the prizes are being paid.`,
    actionUrl: tournamentUrl(t.id),
    metadata: { tournamentId: t.id, winningTeam },
  }));
}
