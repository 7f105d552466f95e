import { createHash, randomUUID } from 'node:crypto';
import { EventStore, WrongExpectedRevisionError } from '../../../event-store/event-store.port';
import { normalizeEmail } from './session-user';

/** The e-mail's reservation stream: hashed, so no address appears in a stream name. */
export function emailStreamName(email: string): string {
  return `user_email-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
}

/**
 * One address, one account: the first `EmailReserved` on the address's stream (expected revision
 * "no stream") wins. Returns null when this call reserved the address for `userId`, else the user id
 * the existing reservation names (which may be `userId` itself: a retry, or a crashed registration).
 */
export async function reserveEmail(
  store: EventStore,
  email: string,
  userId: string,
  /** Who reserves it: the new account itself is not signed in yet at registration (null). */
  metadata: { correlationId: string; actorUserId: string | null },
): Promise<string | null> {
  const stream = emailStreamName(email);
  try {
    await store.appendToStream(
      stream,
      [
        {
          id: randomUUID(),
          type: 'EmailReserved',
          data: { email, userId },
          metadata,
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    return null;
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  const [reservation] = await store.readStream(stream);
  if (!reservation) throw new Error(`${stream} refused the append but holds no event`);
  return (reservation.data as { userId: string }).userId;
}
