/**
 * What each notification says. Pure: the projection gathers the names and recipients, these
 * functions only word the messages.
 */
import { InvitationCreated } from '../../domain/invitation/invitation.events';
import { formatCents, formatUsd } from '../../domain/shared/money';
import { WalletEvent } from '../../domain/wallet/wallet.events';

export interface NotificationDraft {
  userId: string;
  type: string;
  title: string;
  message: string;
  actionUrl: string;
  metadata: Record<string, unknown>;
}

export interface TournamentRef {
  id: string;
  name: string;
}

const tournamentUrl = (id: string) => `/tournaments/${id}`;

/** Players see "Team A" and "Team B" on every screen; notifications and e-mails say the same. */
export const teamName = (teamNumber: number | null): string =>
  teamNumber === 1 ? 'Team A' : teamNumber === 2 ? 'Team B' : 'a team';
const WALLET_URL = '/wallet';

export function joinedDrafts(
  t: TournamentRef,
  joiner: { userId: string; name: string; teamNumber: number },
  others: string[],
): NotificationDraft[] {
  const metadata = { tournamentId: t.id, playerId: joiner.userId, teamNumber: joiner.teamNumber };
  return [
    {
      userId: joiner.userId,
      type: 'tournament_joined',
      title: "You're in!",
      message: `You joined ${t.name} on ${teamName(joiner.teamNumber)}. Good luck!`,
      actionUrl: tournamentUrl(t.id),
      metadata,
    },
    ...others.map((userId) => ({
      userId,
      type: 'player_joined',
      title: 'A player joined your match',
      message: `${joiner.name} joined ${t.name} on ${teamName(joiner.teamNumber)}.`,
      actionUrl: tournamentUrl(t.id),
      metadata,
    })),
  ];
}

/**
 * The bell points at the match page (the invited player can join from there): the invitation link's
 * token is not stored anywhere a projection can read it. An old event (raw token) keeps its link.
 */
export function invitedDrafts(invitation: InvitationCreated['data'], link: string | null = null): NotificationDraft[] {
  if (!invitation.invitedUserId) return [];
  return [
    {
      userId: invitation.invitedUserId,
      type: 'tournament_invitation',
      title: "You're invited to a match",
      message: `${invitation.inviterName} invited you to join ${invitation.tournamentName}.`,
      actionUrl: link ?? tournamentUrl(invitation.tournamentId),
      metadata: {
        tournamentId: invitation.tournamentId,
        invitationId: invitation.invitationId,
        inviterId: invitation.inviterId,
      },
    },
  ];
}

export function resultReportedDrafts(
  t: TournamentRef,
  reporterName: string,
  winningTeam: number,
  recipients: string[],
): NotificationDraft[] {
  return recipients.map((userId) => ({
    userId,
    type: 'result_reported',
    title: 'Result reported: confirm or dispute',
    message: `${reporterName} reported that ${teamName(winningTeam)} won ${t.name}. Please confirm or dispute the result.`,
    actionUrl: tournamentUrl(t.id),
    metadata: { tournamentId: t.id, winningTeam },
  }));
}

/** An admin ruled on the match: every player hears the decision and why. */
export function rulingDrafts(
  t: TournamentRef,
  ruling: { kind: 'winner_declared' | 'voided'; winningTeam: number | null; reason: string | null },
  recipients: string[],
): NotificationDraft[] {
  const because = ruling.reason ? ` Reason: ${ruling.reason}` : '';
  const [title, message] =
    ruling.kind === 'voided'
      ? ['Match voided by an admin', `An admin voided ${t.name}; every entry fee is refunded.${because}`]
      : [
          'Admin ruling on your match',
          `An admin declared ${teamName(ruling.winningTeam)} the winner of ${t.name}.${because}`,
        ];
  return recipients.map((userId) => ({
    userId,
    type: 'match_ruling',
    title,
    message,
    actionUrl: tournamentUrl(t.id),
    metadata: { tournamentId: t.id, ruling: ruling.kind, winningTeam: ruling.winningTeam, reason: ruling.reason },
  }));
}

const CANCELLED_BECAUSE: Record<string, string> = {
  not_full: 'not enough players joined before the start time',
  cancelled_by_creator: 'the organiser cancelled it',
  cancelled_by_admin: 'an administrator cancelled it',
  deleted: 'it was removed',
};

/** A cancelled match tells its players why, and that their fees came back (a void has its own notice). */
export function cancelledDrafts(
  t: TournamentRef,
  cancellation: { reason: string; note: string | null },
  recipients: string[],
): NotificationDraft[] {
  if (cancellation.reason === 'voided') return [];
  const why = CANCELLED_BECAUSE[cancellation.reason] ?? 'it was cancelled';
  const words = cancellation.note ? ` “${cancellation.note}”` : '';
  return recipients.map((userId) => ({
    userId,
    type: 'match_cancelled',
    title: 'Match cancelled',
    message: `${t.name} was cancelled: ${why}.${words} Your entry fee and court share are refunded to your wallet.`,
    actionUrl: tournamentUrl(t.id),
    metadata: { tournamentId: t.id, reason: cancellation.reason, note: cancellation.note },
  }));
}

export function slotOfferedDrafts(t: TournamentRef, userId: string): NotificationDraft[] {
  return [
    {
      userId,
      type: 'waitlist_slot_offered',
      title: 'A spot opened up',
      message: `A place in ${t.name} is free. Join now before someone else takes it.`,
      actionUrl: tournamentUrl(t.id),
      metadata: { tournamentId: t.id },
    },
  ];
}

/** The wallet events walletDrafts words a notification for (every other one: none). */
export const WALLET_DRAFT_TYPES: ReadonlySet<string> = new Set<string>([
  'PrizePaid',
  'EntryFeeRefunded',
  'Deposited',
  'DepositRejected',
  'WithdrawalCompleted',
  'WithdrawalRejected',
] satisfies Array<WalletEvent['type']>);

/** Wallet events that tell the player something; `tournament` is known for prizes and refunds. */
export function walletDrafts(
  userId: string,
  event: WalletEvent,
  tournament: TournamentRef | null,
): NotificationDraft[] {
  const draft = (
    type: string,
    title: string,
    message: string,
    amountCents: number,
    extra: Record<string, unknown> = {},
  ) => [
    { userId, type, title, message, actionUrl: WALLET_URL, metadata: { amount: formatCents(amountCents), ...extra } },
  ];
  const inTournament = tournament ? ` from ${tournament.name}` : '';
  switch (event.type) {
    case 'PrizePaid':
      return draft(
        'prize_paid',
        `You won ${formatUsd(event.data.amountCents)}!`,
        `Your prize of ${formatUsd(event.data.amountCents)}${inTournament} is in your wallet.`,
        event.data.amountCents,
        { tournamentId: event.data.tournamentId },
      );
    case 'EntryFeeRefunded':
      return draft(
        'entry_fee_refunded',
        'Entry fee refunded',
        `${formatUsd(event.data.amountCents)}${inTournament} was returned to your wallet.`,
        event.data.amountCents,
        { tournamentId: event.data.tournamentId, reason: event.data.reason },
      );
    case 'Deposited':
      return draft(
        'deposit_credited',
        'Deposit credited',
        `${formatUsd(event.data.amountCents)} was added to your wallet.`,
        event.data.amountCents,
        { depositId: event.data.depositId },
      );
    case 'DepositRejected':
      return draft(
        'deposit_rejected',
        'Deposit rejected',
        `Your deposit of ${formatUsd(event.data.amountCents)} was not credited: ${event.data.reason}`,
        event.data.amountCents,
        { depositId: event.data.depositId },
      );
    case 'WithdrawalCompleted':
      return draft(
        'withdrawal_completed',
        'Withdrawal sent',
        `${formatUsd(event.data.netAmountCents)} is on its way to your bank account.`,
        event.data.amountCents,
        { withdrawalId: event.data.withdrawalId },
      );
    case 'WithdrawalRejected':
      return draft(
        'withdrawal_rejected',
        'Withdrawal rejected',
        `Your withdrawal of ${formatUsd(event.data.amountCents)} was returned to your balance: ${event.data.reason}`,
        event.data.amountCents,
        { withdrawalId: event.data.withdrawalId },
      );
    default:
      return [];
  }
}
