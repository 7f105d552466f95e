import type { AppConfig } from '../../../config/app-config';
import { DAY_MS, HOUR_MS, SendLimit, addressKey, waitText } from '../../../infrastructure/http/send-limits';

/**
 * What one invitation counts against (SendLimits, the same counters as the account e-mails): the
 * match per day, each address it is sent to per day (e-mail and phone apart, hashed in the key),
 * and the sender per hour. Each refusal is a 429 with Retry-After and a sentence saying when.
 */
export function invitationLimits(
  config: AppConfig['invitationLimits'],
  invitation: { tournamentId: string; inviterId: string; email: string | null; phone: string | null },
): SendLimit[] {
  const recipient = (kind: 'email' | 'phone', address: string): SendLimit => ({
    key: addressKey(`invite-${kind}`, address),
    max: config.perRecipientPerDay,
    windowMs: DAY_MS,
    code: 'INVITATION.TOO_MANY_FOR_RECIPIENT',
    message: (minutes) =>
      `This ${kind === 'email' ? 'address' : 'number'} has received the most invitations allowed for one day. Send the match link another way, or try again in ${waitText(minutes)}.`,
  });
  const digits = invitation.phone?.replace(/\D/g, '') ?? '';
  return [
    {
      key: `invite-sender:${invitation.inviterId}`,
      max: config.perSenderPerHour,
      windowMs: HOUR_MS,
      code: 'INVITATION.TOO_MANY_FROM_SENDER',
      message: (minutes) =>
        `You have sent the most invitations allowed for one hour. Please try again in ${waitText(minutes)}.`,
    },
    {
      key: `invite-match:${invitation.tournamentId}`,
      max: config.perMatchPerDay,
      windowMs: DAY_MS,
      code: 'INVITATION.TOO_MANY_FOR_MATCH',
      message: (minutes) =>
        `This match has had the most invitations allowed for one day. Share its page instead, or try again in ${waitText(minutes)}.`,
    },
    ...(invitation.email ? [recipient('email', invitation.email)] : []),
    ...(digits ? [recipient('phone', digits)] : []),
  ];
}
