import { DAY_MS, HOUR_MS, SendLimit, addressKey, waitText } from '../../../infrastructure/http/send-limits';

/** Invitations one address (e-mail or phone) receives from anyone in a day. */
export const INVITATIONS_PER_RECIPIENT_PER_DAY = 3;
/** Invitations one player sends in an hour, over all matches. */
export const INVITATIONS_PER_SENDER_PER_HOUR = 30;

/**
 * What one invitation counts against (docs/decisions/invitations-notifications.md "Limits"): the
 * sender's hour, and each address it is sent to. The per-match cap is the decider's
 * (MAX_INVITATIONS_PER_PLAYER_AND_TOURNAMENT). A cancel-and-recreate loop is stopped by the
 * recipient's limit, which does not care which match or sender the invitation is from.
 */
export function invitationLimits(senderId: string, to: { email: string | null; phone: string | null }): SendLimit[] {
  const limits: SendLimit[] = [
    {
      key: `invite-from:${senderId}`,
      max: INVITATIONS_PER_SENDER_PER_HOUR,
      windowMs: HOUR_MS,
      code: 'INVITATION.TOO_MANY_SENT',
      message: (minutes) =>
        `You have sent ${INVITATIONS_PER_SENDER_PER_HOUR} invitations in the last hour, the most allowed. Please try again in ${waitText(minutes)}.`,
    },
  ];
  for (const [kind, address] of [
    ['invite-to-email', to.email],
    ['invite-to-phone', to.phone],
  ] as const) {
    if (!address) continue;
    limits.push({
      key: addressKey(kind, address),
      max: INVITATIONS_PER_RECIPIENT_PER_DAY,
      windowMs: DAY_MS,
      code: 'INVITATION.RECIPIENT_LIMIT',
      message: (minutes) =>
        `This ${kind === 'invite-to-email' ? 'address' : 'number'} has received ${INVITATIONS_PER_RECIPIENT_PER_DAY} invitations today, the most we send. Share the match link with them instead, or try again in ${waitText(minutes)}.`,
    });
  }
  return limits;
}
