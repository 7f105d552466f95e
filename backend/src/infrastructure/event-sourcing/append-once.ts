import { failedBeforeSending, isDatabaseUnavailable } from '../database/connection-faults';

/**
 * Thrown when an append was sent, the connection died before its answer, and the database could not
 * be asked again in time: the events may or may not be recorded. The HTTP answer is 503
 * COMMAND.OUTCOME_UNKNOWN; the same request again (same Idempotency-Key) is never applied twice.
 */
export class CommitOutcomeUnknownError extends Error {
  readonly code = 'COMMAND.OUTCOME_UNKNOWN';
  constructor(cause: unknown) {
    super('The database connection was lost after this change was sent, so whether it was saved is not known.', {
      cause,
    });
  }
}

/** Back-off between asking the store again about an append whose answer was lost (about 6 s in all). */
const OUTCOME_RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000, 2000];

/**
 * An append whose connection died after it was sent may have committed (issue 22: a confirmation
 * answered 503 though the match settled). Its outcome is asked by sending the very same append
 * again, with the same event ids and expected revision: the store answers a repeat of events it
 * holds with where they are (committed: the command succeeded) and appends them otherwise (it had
 * not: it succeeds now, once). Only when the database stays out of reach is the outcome unknown.
 */
export async function appendOnce<Result>(append: () => Promise<Result>): Promise<Result> {
  try {
    return await append();
  } catch (error) {
    // Not reached the server (refused at connect): certainly not done, a plain "unavailable".
    if (!isDatabaseUnavailable(error) || failedBeforeSending(error)) throw error;
    let last: unknown = error;
    for (const delay of OUTCOME_RETRY_DELAYS_MS) {
      await new Promise((done) => setTimeout(done, delay));
      try {
        return await append();
      } catch (again) {
        if (!isDatabaseUnavailable(again)) throw again;
        last = again;
      }
    }
    throw new CommitOutcomeUnknownError(last);
  }
}
