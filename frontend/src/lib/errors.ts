import { ERROR_SENTENCES, looksLikeCode } from './error-sentences';

const STATUS_PREFIX = /^(\d{3}): ?([\s\S]*)$/;

/** The HTTP status carried by an api-client error, if any. */
export function getErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * A readable sentence from an api-client error ("{status}: {body}").
 * The server answers `{ "message": "...", "code"?: "..." }`; plain-text bodies are shown as they are.
 */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = STATUS_PREFIX.exec(error.message);
  const body = (match?.[2] ?? error.message).trim();
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && ('message' in parsed || 'code' in parsed)) {
      const message = 'message' in parsed ? parsed.message : undefined;
      const code = 'code' in parsed && typeof parsed.code === 'string' ? parsed.code : null;
      // Never a bare code: the server's sentence, else the sentence for its code.
      if (typeof message === 'string' && message && !looksLikeCode(message)) return message;
      if (code && ERROR_SENTENCES[code]) return ERROR_SENTENCES[code];
      if (typeof message === 'string' && message && looksLikeCode(message) && ERROR_SENTENCES[message]) {
        return ERROR_SENTENCES[message];
      }
      if (Array.isArray(message) && message.length) return message.join(', ');
    }
    return fallback;
  } catch {
    // Not JSON: an HTML error page is not worth showing, plain text is.
    if (looksLikeCode(body)) return ERROR_SENTENCES[body] ?? fallback;
    return body.startsWith('<') ? fallback : body;
  }
}
