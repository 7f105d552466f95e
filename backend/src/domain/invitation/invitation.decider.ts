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

export type AcceptInvitation = { type: 'AcceptInvitation'; data: { userId: string; now: string } };

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
  usedByAnother: () =>
    new DomainError(
      'INVITATION.ALREADY_ACCEPTED',
      'This invitation has already been accepted by another player.',
      'conflict',
    ),
};

/**
 * Whether `userId` may accept: 'accept' when pending, 'already_accepted' when this player already
 * did (a repeat is harmless). Throws for every refusal. The handler asks before it joins the
 * tournament, so a refused accept moves no money.
 */
export function acceptance(state: InvitationState, userId: string): 'accept' | 'already_accepted' {
  if (state.status === 'none' || !state.invitation) throw invitationErrors.invalid();
  if (state.invitation.inviterId === userId) throw invitationErrors.ownInvitation();
  if (state.status === 'accepted') {
    if (state.acceptedBy === userId) return 'already_accepted';
    throw invitationErrors.usedByAnother();
  }
  return 'accept';
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
      if (acceptance(state, command.data.userId) === 'already_accepted') return [];
      const invitation = state.invitation!;
      return [
        {
          type: 'InvitationAccepted',
          data: {
            invitationId: invitation.invitationId,
            token: invitation.token,
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
