import { ApiError } from './api-client';
import { ERROR_SENTENCES, looksLikeCode } from './error-sentences';

/** The HTTP status of a failed api-client call; null for anything else (a network error, a bug). */
export function getErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's error code ("TOURNAMENT.ALREADY_JOINED") of a failed api-client call, if it sent one. */
export function getErrorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/**
 * A readable sentence for an error. The server answers `{ "message": "...", "code": "..." }`: its
 * message when it is a sentence, else the sentence for its code; a plain-text answer is shown as it
 * is (an HTML page never). Never a bare code.
 */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  if (!(error instanceof ApiError)) return error.message;
  const { body, code } = error;
  const message: unknown = body?.message;
  if (typeof message === 'string' && message && !looksLikeCode(message)) return message;
  if (code && ERROR_SENTENCES[code]) return ERROR_SENTENCES[code];
  if (typeof message === 'string' && looksLikeCode(message) && ERROR_SENTENCES[message])
    return ERROR_SENTENCES[message];
  if (Array.isArray(message) && message.length) return message.join(', ');
  if (body) return fallback;
  const text = error.text.trim();
  if (!text || text.startsWith('<')) return fallback;
  if (looksLikeCode(text)) return ERROR_SENTENCES[text] ?? fallback;
  return text;
}
