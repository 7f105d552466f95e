import { spec } from '../shared/given-when-then.spec-helper';
import { CreateInvitation, acceptance, initialInvitationState, invitationDecider } from './invitation.decider';
import { InvitationAccepted, InvitationCreated } from './invitation.events';

const now = '2026-11-21T10:00:00.000Z';
const token = 'a'.repeat(43);
const waiting = {
  tournamentId: 't1',
  name: 'Friday Padel',
  status: 'waiting' as const,
  deleted: false,
  inviterHoldsSlot: true,
  sentByInviter: 19,
};
const create = (overrides: Partial<CreateInvitation['data']> = {}): CreateInvitation => ({
  type: 'CreateInvitation',
  data: {
    invitationId: 'i1',
    token,
    inviterId: 'u1',
    inviterName: 'Ana Lopez',
    invitedEmail: 'bo@example.com',
    invitedPhone: null,
    invitedName: 'Bo',
    invitedUserId: null,
    tournament: waiting,
    now,
    ...overrides,
  },
});
const created: InvitationCreated = {
  type: 'InvitationCreated',
  data: {
    invitationId: 'i1',
    token,
    tournamentId: 't1',
    tournamentName: 'Friday Padel',
    inviterId: 'u1',
    inviterName: 'Ana Lopez',
    invitedEmail: 'bo@example.com',
    invitedPhone: null,
    invitedName: 'Bo',
    invitedUserId: null,
    createdAt: now,
  },
};
const accepted: InvitationAccepted = {
  type: 'InvitationAccepted',
  data: { invitationId: 'i1', token, tournamentId: 't1', acceptedBy: 'u2', acceptedAt: now },
};

describe('invitation decider', () => {
  it('creates an invitation for a waiting tournament, quoting its name', () => {
    spec(invitationDecider).given([]).when(create()).then([created]);
  });

  it.each([
    [{ tournament: { ...waiting, status: 'none' as const } }, 'INVITATION.TOURNAMENT_NOT_FOUND'],
    [{ tournament: { ...waiting, deleted: true } }, 'INVITATION.TOURNAMENT_NOT_FOUND'],
    [{ tournament: { ...waiting, status: 'in_progress' as const } }, 'INVITATION.TOURNAMENT_NOT_WAITING'],
    [{ tournament: { ...waiting, inviterHoldsSlot: false } }, 'INVITATION.NOT_A_PARTICIPANT'],
    [{ tournament: { ...waiting, sentByInviter: 20 } }, 'INVITATION.TOO_MANY'],
    [{ invitedUserId: 'u1' }, 'INVITATION.SELF_INVITE'],
  ])('refuses %j', (overrides, code) => {
    spec(invitationDecider).given([]).when(create(overrides)).thenThrows(code);
  });

  it('never reuses a token', () => {
    spec(invitationDecider).given([created]).when(create()).thenThrows('INVITATION.TOKEN_TAKEN');
  });

  it('is accepted once; the same player accepting again decides nothing', () => {
    spec(invitationDecider)
      .given([created])
      .when({ type: 'AcceptInvitation', data: { userId: 'u2', now } })
      .then([accepted]);
    spec(invitationDecider)
      .given([created, accepted])
      .when({ type: 'AcceptInvitation', data: { userId: 'u2', now } })
      .thenNothing();
  });

  it('refuses another player, the inviter, and a link that does not exist', () => {
    spec(invitationDecider)
      .given([created, accepted])
      .when({ type: 'AcceptInvitation', data: { userId: 'u3', now } })
      .thenThrows('INVITATION.ALREADY_ACCEPTED', /another player/);
    spec(invitationDecider)
      .given([created])
      .when({ type: 'AcceptInvitation', data: { userId: 'u1', now } })
      .thenThrows('INVITATION.OWN_INVITATION');
    spec(invitationDecider)
      .given([])
      .when({ type: 'AcceptInvitation', data: { userId: 'u2', now } })
      .thenThrows('INVITATION.INVALID', /invalid or has expired/);
  });

  it('tells the handler whether a join is still needed', () => {
    const pending = invitationDecider.evolve(initialInvitationState(), created);
    expect(acceptance(pending, 'u2')).toBe('accept');
    expect(acceptance(invitationDecider.evolve(pending, accepted), 'u2')).toBe('already_accepted');
  });
});
