import { Decider, DomainError, assertNever } from '../shared/decider';
import { InvitationCreated, InvitationEvent } from './invitation.events';

/** What the handler read about the tournament (folded from its stream) when the invitation is sent. */
export interface InvitedTournamentFacts {
  tournamentId: string;
  name: string;
  status: 'none' | 'waiting' | 'in_progress' | 'completed' | 'cancelled';
  deleted: boolean;
  /** The inviter holds a slot (reserved or paid). */
  inviterHoldsSlot: boolean;
  /** Invitations this inviter already sent for this tournament. */
  sentByInviter: number;
}

/** Each invitation can send an e-mail and a text: a cap keeps a player from spamming through us. */
export const MAX_INVITATIONS_PER_PLAYER_AND_TOURNAMENT = 20;

export type CreateInvitation = {
  type: 'CreateInvitation';
  data: Omit<InvitationCreated['data'], 'tournamentId' | 'tournamentName' | 'createdAt'> & {
    tournament: InvitedTournamentFacts;
    now: string;
  };
};

/** Who is accepting: their account id and the e-mail and phone on their profile. */
export interface Acceptor {
  userId: string;
  email: string | null;
  phone: string | null;
}

export type AcceptInvitation = { type: 'AcceptInvitation'; data: Acceptor & { now: string } };

export type InvitationCommand = CreateInvitation | AcceptInvitation;

export interface InvitationState {
  status: 'none' | 'pending' | 'accepted';
  invitation: InvitationCreated['data'] | null;
  acceptedBy: string | null;
}

export const initialInvitationState = (): InvitationState => ({ status: 'none', invitation: null, acceptedBy: null });

export function evolveInvitation(state: InvitationState, event: InvitationEvent): InvitationState {
  switch (event.type) {
    case 'InvitationCreated':
      return { status: 'pending', invitation: event.data, acceptedBy: null };
    case 'InvitationAccepted':
      return { ...state, status: 'accepted', acceptedBy: event.data.acceptedBy };
  }
}

export const invitationErrors = {
  invalid: () => new DomainError('INVITATION.INVALID', 'This invitation link is invalid or has expired.', 'not_found'),
  tokenTaken: () =>
    new DomainError(
      'INVITATION.TOKEN_TAKEN',
      'Someone else changed this at the same moment. Please try again.',
      'conflict',
    ),
  tournamentNotFound: () =>
    new DomainError('INVITATION.TOURNAMENT_NOT_FOUND', 'This tournament does not exist.', 'not_found'),
  notWaiting: () =>
    new DomainError(
      'INVITATION.TOURNAMENT_NOT_WAITING',
      'This tournament is no longer accepting new players.',
      'conflict',
    ),
  notParticipant: () =>
    new DomainError('INVITATION.NOT_A_PARTICIPANT', 'Only players in this tournament can invite others.', 'forbidden'),
  tooMany: () =>
    new DomainError(
      'INVITATION.TOO_MANY',
      `You have already sent ${MAX_INVITATIONS_PER_PLAYER_AND_TOURNAMENT} invitations for this match, the most allowed.`,
      'conflict',
    ),
  selfInvite: () => new DomainError('INVITATION.SELF_INVITE', 'You cannot invite yourself.', 'invalid'),
  ownInvitation: () =>
    new DomainError('INVITATION.OWN_INVITATION', 'You cannot accept your own invitation.', 'invalid'),
  notAddressee: () =>
    new DomainError(
      'INVITATION.NOT_ADDRESSEE',
      'This invitation was sent to someone else. You can still join the match from its page.',
      'forbidden',
    ),
  usedByAnother: () =>
    new DomainError(
      'INVITATION.ALREADY_ACCEPTED',
      'This invitation has already been accepted by another player.',
      'conflict',
    ),
};

/**
 * Whether `acceptor` may accept: 'accept' when pending, 'already_accepted' when this player already
 * did (a repeat is harmless). Throws for every refusal. The handler asks before it joins the
 * tournament, so a refused accept moves no money. A link is personal, not transferable
 * (docs/decisions/invitations-notifications.md): only the invited person may accept it; a plain link
 * (sent to nobody) is for whoever opens it first.
 */
export function acceptance(state: InvitationState, acceptor: Acceptor): 'accept' | 'already_accepted' {
  if (state.status === 'none' || !state.invitation) throw invitationErrors.invalid();
  if (state.invitation.inviterId === acceptor.userId) throw invitationErrors.ownInvitation();
  if (state.status === 'accepted') {
    if (state.acceptedBy === acceptor.userId) return 'already_accepted';
    throw invitationErrors.usedByAnother();
  }
  if (!isAddressee(state.invitation, acceptor)) throw invitationErrors.notAddressee();
  return 'accept';
}

/** The account it was sent to, or an account holding the invited e-mail or phone number now. */
export function isAddressee(invitation: InvitationCreated['data'], acceptor: Acceptor): boolean {
  // A plain shareable link (no account, e-mail or phone): whoever opens it first may use it, once.
  if (invitation.invitedUserId === null && !invitation.invitedEmail && !invitation.invitedPhone) return true;
  if (invitation.invitedUserId !== null && invitation.invitedUserId === acceptor.userId) return true;
  const email = acceptor.email?.trim().toLowerCase();
  if (invitation.invitedEmail && email && invitation.invitedEmail.trim().toLowerCase() === email) return true;
  const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '');
  const phone = digits(acceptor.phone);
  return phone.length >= 7 && digits(invitation.invitedPhone) === phone;
}

export function decideInvitation(command: InvitationCommand, state: InvitationState): InvitationEvent[] {
  switch (command.type) {
    case 'CreateInvitation': {
      const { tournament, now, ...data } = command.data;
      if (state.status !== 'none') throw invitationErrors.tokenTaken();
      if (tournament.status === 'none' || tournament.deleted) throw invitationErrors.tournamentNotFound();
      if (tournament.status !== 'waiting') throw invitationErrors.notWaiting();
      if (!tournament.inviterHoldsSlot) throw invitationErrors.notParticipant();
      if (tournament.sentByInviter >= MAX_INVITATIONS_PER_PLAYER_AND_TOURNAMENT) throw invitationErrors.tooMany();
      // Neither e-mail nor phone: a plain link the inviter shares themselves (issue 11).
      if (data.invitedUserId === data.inviterId) throw invitationErrors.selfInvite();
      return [
        {
          type: 'InvitationCreated',
          data: { ...data, tournamentId: tournament.tournamentId, tournamentName: tournament.name, createdAt: now },
        },
      ];
    }
    case 'AcceptInvitation': {
      if (acceptance(state, command.data) === 'already_accepted') return [];
      const invitation = state.invitation!;
      return [
        {
          type: 'InvitationAccepted',
          data: {
            invitationId: invitation.invitationId,
            tokenHash: invitation.tokenHash,
            tournamentId: invitation.tournamentId,
            acceptedBy: command.data.userId,
            acceptedAt: command.data.now,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const invitationDecider: Decider<InvitationCommand, InvitationEvent, InvitationState> = {
  decide: decideInvitation,
  evolve: evolveInvitation,
  initialState: initialInvitationState,
};
