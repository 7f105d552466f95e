import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Deeper than any body this API reads (its deepest is 3), far below what would strain the stack. */
export const MAX_JSON_DEPTH = 32;

const NOT_ALLOWED = {
  status: 400,
  message: 'The request contains a character that is not allowed.',
  code: 'REQUEST.INVALID_CHARACTER',
};

/** body-parser's failures, each as a 4xx with a sentence a person can read. */
const BODY_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  'entity.parse.failed': { status: 400, message: 'The request body is not valid JSON.', code: 'REQUEST.INVALID_JSON' },
  'entity.too.deep': {
    status: 400,
    message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    code: 'REQUEST.TOO_DEEP',
  },
  'entity.too.large': { status: 413, message: 'The request body is too large.', code: 'REQUEST.TOO_LARGE' },
  'charset.unsupported': {
    status: 415,
    message: 'The request body must be sent as UTF-8 (charset=utf-8).',
    code: 'REQUEST.UNSUPPORTED_CHARSET',
  },
  'encoding.unsupported': {
    status: 415,
    message:
      'The request body uses a content encoding this server does not accept: send it uncompressed, or as gzip, deflate or br.',
    code: 'REQUEST.UNSUPPORTED_ENCODING',
  },
  'request.aborted': { status: 400, message: 'The request body was cut off.', code: 'REQUEST.ABORTED' },
  'request.size.invalid': {
    status: 400,
    message: 'The request body is shorter or longer than its Content-Length.',
    code: 'REQUEST.INVALID_LENGTH',
  },
};

/**
 * JSON bodies, with the raw bytes kept for signature checks (payment webhooks). Refused at the
 * door, before any handler (and so before any append) runs:
 * - nesting deeper than MAX_JSON_DEPTH, found by a flat scan of the raw bytes before JSON.parse,
 *   so nothing recursive ever sees a 10,000-deep body;
 * - a charset other than UTF-8 (415);
 * - a NUL character (PostgreSQL cannot store it) or a lone UTF-16 surrogate (not text: jsonb,
 *   encodeURIComponent and e-mail validation all choke on it) anywhere in the body, path or query.
 */
export function useJsonBodies(app: NestExpressApplication): void {
  app.use(
    express.json({
      limit: '100kb',
      verify: (req, _res, buffer) => {
        if (exceedsDepth(buffer, MAX_JSON_DEPTH)) {
          throw Object.assign(new Error('JSON nested too deeply'), { status: 400, type: 'entity.too.deep' });
        }
        (req as Request & { rawBody?: Buffer }).rawBody = Buffer.from(buffer);
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (/%00/i.test(req.originalUrl) || !isPlainText(safeDecode(req.originalUrl)) || hasBadText(req.body)) {
      res.status(NOT_ALLOWED.status).json({ ...NOT_ALLOWED, statusCode: NOT_ALLOWED.status });
      return;
    }
    next();
  });
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const type = (error as { type?: string } | null)?.type;
    const known = type ? BODY_ERRORS[type] : undefined;
    const status = (error as { status?: number } | null)?.status;
    const contentEncoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (known) {
      res.status(known.status).json({ message: known.message, code: known.code, statusCode: known.status });
    } else if (status === 400 && !type && contentEncoding !== 'identity') {
      // body-parser passes the decompressor's own error (Z_DATA_ERROR, a brotli padding error) with
      // a status but no type: the encoding is one it supports, the bytes are not in it.
      res.status(400).json({
        message: `The request body is not valid ${contentEncoding} data: compress it as its Content-Encoding says, or send it uncompressed without that header.`,
        code: 'REQUEST.INVALID_ENCODED_BODY',
        statusCode: 400,
      });
    } else if (type && typeof status === 'number' && status >= 400 && status < 500) {
      // Any other body-parser refusal: still the client's input, never a 500.
      res
        .status(status)
        .json({ message: 'The request body could not be read.', code: 'REQUEST.INVALID_BODY', statusCode: status });
    } else {
      next(error);
    }
  });
}

/** True when brackets open deeper than `max` outside strings. One pass, no recursion, no allocation. */
export function exceedsDepth(buffer: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buffer.length; i++) {
    const byte = buffer[i];
    if (inString) {
      if (byte === 0x5c) i++; // backslash: skip the escaped byte
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** A string with no NUL and no lone surrogate. */
export function isPlainText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url; // malformed percent-encoding: the router answers that on its own
  }
}

/** Walks the parsed body iteratively (the depth check above already bounds it). */
function hasBadText(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isPlainText(value)) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        if (!isPlainText(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
