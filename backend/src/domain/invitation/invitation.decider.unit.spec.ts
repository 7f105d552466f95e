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
    tokenHash: token,
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
    tokenHash: token,
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
  data: { invitationId: 'i1', tokenHash: token, tournamentId: 't1', acceptedBy: 'u2', acceptedAt: now },
};

/** u2 is Bo (the invited e-mail); u3 is someone else. */
const bo = { userId: 'u2', email: 'Bo@Example.com', phone: null };
const stranger = { userId: 'u3', email: 'cy@example.com', phone: null };

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
      .when({ type: 'AcceptInvitation', data: { ...bo, now } })
      .then([accepted]);
    spec(invitationDecider)
      .given([created, accepted])
      .when({ type: 'AcceptInvitation', data: { ...bo, now } })
      .thenNothing();
  });

  it('refuses another player, the inviter, and a link that does not exist', () => {
    spec(invitationDecider)
      .given([created, accepted])
      .when({ type: 'AcceptInvitation', data: { ...stranger, now } })
      .thenThrows('INVITATION.ALREADY_ACCEPTED', /another player/);
    spec(invitationDecider)
      .given([created])
      .when({ type: 'AcceptInvitation', data: { userId: 'u1', email: 'ana@example.com', phone: null, now } })
      .thenThrows('INVITATION.OWN_INVITATION');
    spec(invitationDecider)
      .given([])
      .when({ type: 'AcceptInvitation', data: { ...bo, now } })
      .thenThrows('INVITATION.INVALID', /invalid or has expired/);
  });

  it('tells the handler whether a join is still needed', () => {
    const pending = invitationDecider.evolve(initialInvitationState(), created);
    expect(acceptance(pending, bo)).toBe('accept');
    expect(acceptance(invitationDecider.evolve(pending, accepted), bo)).toBe('already_accepted');
  });

  it('is personal: only the invited e-mail, phone or account may accept it', () => {
    spec(invitationDecider)
      .given([created])
      .when({ type: 'AcceptInvitation', data: { ...stranger, now } })
      .thenThrows('INVITATION.NOT_ADDRESSEE', /sent to someone else/);
    const byPhone = { ...created, data: { ...created.data, invitedEmail: null, invitedPhone: '+1 (555) 010-1234' } };
    const pending = invitationDecider.evolve(initialInvitationState(), byPhone);
    expect(acceptance(pending, { userId: 'u4', email: 'x@example.com', phone: '15550101234' })).toBe('accept');
    expect(() => acceptance(pending, { userId: 'u4', email: 'x@example.com', phone: null })).toThrow(
      /sent to someone else/,
    );
    const toAccount = { ...created, data: { ...created.data, invitedUserId: 'u5' } };
    const forU5 = invitationDecider.evolve(initialInvitationState(), toAccount);
    expect(acceptance(forU5, { userId: 'u5', email: 'renamed@example.com', phone: null })).toBe('accept');
  });

  it('lets anyone but the inviter accept a plain shareable link, once', () => {
    const plain = { ...created, data: { ...created.data, invitedEmail: null, invitedPhone: null, invitedName: null } };
    const pending = invitationDecider.evolve(initialInvitationState(), plain);
    expect(acceptance(pending, stranger)).toBe('accept');
    expect(() => acceptance(pending, { userId: 'u1', email: null, phone: null })).toThrow();
    const used = invitationDecider.evolve(pending, accepted);
    expect(acceptance(used, bo)).toBe('already_accepted');
    expect(() => acceptance(used, stranger)).toThrow();
  });
});
