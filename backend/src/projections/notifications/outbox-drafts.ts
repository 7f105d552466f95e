/**
 * The e-mails and text messages an event asks for. Pure. Links are paths (`/invite/{token}`);
 * the transport that delivers them knows the public address of the site.
 */
import { InvitationCreated } from '../../domain/invitation/invitation.events';
import { formatUsd } from '../../domain/shared/money';
import { messageText, stripControls } from './message-text';

export interface OutboxDraft {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
}

/** When and where the invited match is played, as the invitation is sent. */
export interface InvitedMatch {
  startTime: string;
  location: string | null;
}

/**
 * A match's start for a message: the recipient's time zone is unknown, so it is UTC and says so
 * ("Sat, Nov 21, 2026, 18:00 UTC"); the invitation page shows it in the reader's own time.
 */
export function messageTime(iso: string): string {
  return `${new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(iso))} UTC`;
}

/**
 * `link` is `/invite/{token}`: the raw token, which only the command that made it (or an old event) has.
 * `match` says when and where; an old event replayed by the projection has only the name.
 */
export function invitationMessages(
  event: InvitationCreated['data'],
  link: string,
  match?: InvitedMatch,
): OutboxDraft[] {
  // Every user-written name goes through messageText before it reaches a subject, body or SMS.
  const invitation = {
    ...event,
    inviterName: messageText(event.inviterName),
    tournamentName: messageText(event.tournamentName),
    invitedName: event.invitedName ? messageText(event.invitedName) : null,
    invitedEmail: event.invitedEmail ? stripControls(event.invitedEmail) : null,
    invitedPhone: event.invitedPhone ? stripControls(event.invitedPhone) : null,
  };
  const greeting = invitation.invitedName ? `Hi ${invitation.invitedName},` : 'Hi,';
  const when = match ? messageTime(match.startTime) : null;
  const where = match?.location ? messageText(match.location) : null;
  const messages: OutboxDraft[] = [];
  if (invitation.invitedEmail) {
    messages.push({
      channel: 'email',
      recipient: invitation.invitedEmail,
      subject: `${invitation.inviterName} invited you to play ${invitation.tournamentName}`,
      body: [
        greeting,
        '',
        `${invitation.inviterName} invited you to join the doubles match "${invitation.tournamentName}" on CourtCash.`,
        ...(when
          ? ['', `When: ${when}`, `Where: ${where ?? 'the place is not set yet; the match page will show it'}`]
          : []),
        '',
        'Open the link to see the details and take your place. The entry fee is charged only when you confirm.',
      ].join('\n'),
      link,
    });
  }
  if (invitation.invitedPhone) {
    messages.push({
      channel: 'sms',
      recipient: invitation.invitedPhone,
      subject: null,
      body: `${invitation.inviterName} invited you to play "${invitation.tournamentName}" on CourtCash${when ? `, ${when}${where ? ` at ${where}` : ''}` : ''}.`,
      link,
    });
  }
  return messages;
}

export function prizeMessages(
  recipient: { email: string; firstName: string | null },
  amountCents: number,
  tournamentName: string | null,
): OutboxDraft[] {
  const where = tournamentName ? ` in ${messageText(tournamentName)}` : '';
  const firstName = recipient.firstName ? messageText(recipient.firstName) : null;
  return [
    {
      channel: 'email',
      recipient: recipient.email,
      subject: `You won ${formatUsd(amountCents)}${where}`,
      body: [
        firstName ? `Congratulations, ${firstName}!` : 'Congratulations!',
        '',
        `Your prize of ${formatUsd(amountCents)}${where} has been paid into your CourtCash wallet.`,
      ].join('\n'),
      link: '/wallet',
    },
  ];
}
