import { createHash } from 'node:crypto';
import { claimDecider } from '../../../domain/shared/claim';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { normalizeEmail } from './session-user';

/** The e-mail's reservation stream: hashed, so no address appears in a stream name. */
export function emailStreamName(email: string): string {
  return `user_email-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
}

/** One address, one account: the first `EmailReserved` on the address's stream wins. */
export const emailReservationDecider = claimDecider(
  'EmailReserved',
  (data: { email: string; userId: string }) => data.userId,
);

/**
 * Reserves the address for `userId`. Returns null when this call reserved it, else the user id the
 * existing reservation names (which may be `userId` itself: a retry, or a crashed registration).
 */
export async function reserveEmail(
  executor: CommandExecutor,
  email: string,
  userId: string,
  /** Who reserves it: the new account itself is not signed in yet at registration (null actor). */
  context: CommandContext,
): Promise<string | null> {
  const { events, state } = await executor.handle(
    emailStreamName(email),
    emailReservationDecider,
    { type: 'Claim', data: { email, userId } },
    context,
  );
  if (events.length > 0) return null;
  if (!state) throw new Error(`${emailStreamName(email)} decided nothing but holds no reservation`);
  return state.userId;
}
