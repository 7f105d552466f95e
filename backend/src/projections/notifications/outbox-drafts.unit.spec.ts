import { InvitationCreated } from '../../domain/invitation/invitation.events';
import { messageText } from './message-text';
import { invitationMessages, prizeMessages } from './outbox-drafts';

const invitation = (overrides: Partial<InvitationCreated['data']> = {}): InvitationCreated['data'] => ({
  invitationId: 'i1',
  tokenHash: 'a'.repeat(64),
  tournamentId: 't1',
  tournamentName: 'Friday Padel',
  inviterId: 'u1',
  inviterName: 'Ana Lopez',
  invitedEmail: 'bo@example.com',
  invitedPhone: '+1 555 010 1234',
  invitedName: 'Bo',
  invitedUserId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

/* oxlint-disable no-control-regex -- the spec looks for control characters on purpose */
describe('outbox messages quote user-written text safely', () => {
  it('keeps header-injecting line breaks and HTML out of subjects, bodies and texts', () => {
    const messages = invitationMessages(
      invitation({
        inviterName: 'Eve\r\nBcc: all@victims.test',
        tournamentName: '<a href="https://evil.test">Claim $500</a>\u0007',
        invitedName: 'Bo\u2028<script>alert(1)</script>',
        invitedPhone: '+1 555\r\n010 1234',
      }),
      `/invite/${'a'.repeat(43)}`,
    );
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      for (const text of [message.subject ?? '', message.recipient]) expect(text).not.toMatch(/[\r\n\u0007\u2028<>]/);
      // Bodies keep their own line breaks between paragraphs, never ones from a name.
      expect(message.body).not.toMatch(/[\r\u0007\u2028<>]|Bcc: all@victims\.test\n/);
      expect(message.body).not.toContain('\nBcc:');
    }
    expect(messages[0].subject).toBe(
      'Eve Bcc: all@victims.test invited you to play ‹a href="https://evil.test"›Claim $500‹/a›',
    );
    expect(messages[1].recipient).toBe('+1 555010 1234');
  });

  it('cleans the names in prize e-mails too', () => {
    const [message] = prizeMessages({ email: 'bo@example.com', firstName: 'Bo\nX-Header: 1' }, 1900, 'Cup\r\n<b>');
    expect(message.subject).toBe('You won $19.00 in Cup ‹b›');
    expect(message.body.split('\n')[0]).toBe('Congratulations, Bo X-Header: 1!');
  });

  it('caps a quoted name at 80 characters', () => {
    expect([...messageText('x'.repeat(500))]).toHaveLength(80);
    expect(messageText('  plain   name ')).toBe('plain name');
  });
});

describe('an invitation says when and where', () => {
  it('puts the start (in UTC, said so) and the place in the e-mail and the text', () => {
    const [email, sms] = invitationMessages(invitation(), '/invite/x', {
      startTime: '2026-12-04T18:30:00.000Z',
      location: 'Downtown Club\r\nCourt 3',
    });
    expect(email.body).toContain('When: Fri, Dec 4, 2026, 18:30 UTC\nWhere: Downtown Club Court 3\n');
    expect(sms.body).toBe(
      'Ana Lopez invited you to play "Friday Padel" on CourtCash, Fri, Dec 4, 2026, 18:30 UTC at Downtown Club Court 3.',
    );
  });

  it('says when the place is not set yet', () => {
    const [email] = invitationMessages(invitation(), '/invite/x', {
      startTime: '2026-12-04T09:05:00.000Z',
      location: null,
    });
    expect(email.body).toContain('When: Fri, Dec 4, 2026, 09:05 UTC\nWhere: the place is not set yet');
  });
});
