import { AsyncLocalStorage } from 'node:async_hooks';
import { IdempotencyRecord } from '../../../../event-store/event-store.port';

/** The Idempotency-Key of the request being handled, for the append that answers it. */
export interface PendingIdempotency {
  userId: string;
  key: string;
  requestHash: string;
  /** The success status the route answers with. */
  status: number;
  /** Set once an append stored the answer in its own transaction. */
  recorded: boolean;
}

const storage = new AsyncLocalStorage<PendingIdempotency>();

export function runWithIdempotency<T>(pending: PendingIdempotency, work: () => Promise<T>): Promise<T> {
  return storage.run(pending, work);
}

/** The key of the request being handled, if it has no answer yet: read it in the request's own async context. */
export function pendingIdempotency(): PendingIdempotency | undefined {
  const pending = storage.getStore();
  return pending && !pending.recorded ? pending : undefined;
}

/**
 * The record to append with the events, when the request carries a key that has no answer yet
 * and the command can say what the answer is. Call `markRecorded` after the append said it stored it.
 */
export function idempotencyRecordFor(
  pending: PendingIdempotency | undefined,
  body: unknown,
): IdempotencyRecord | undefined {
  if (!pending || pending.recorded || body === undefined) return undefined;
  return {
    userId: pending.userId,
    key: pending.key,
    requestHash: pending.requestHash,
    status: pending.status,
    body,
  };
}

export function markRecorded(): void {
  const pending = storage.getStore();
  if (pending) pending.recorded = true;
}
