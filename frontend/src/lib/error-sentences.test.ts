import { describe, expect, it } from 'vitest';
import { ERROR_SENTENCES, NOT_FOR_PLAYERS, looksLikeCode } from './error-sentences';
import { ApiError } from './api-client';
import { getErrorMessage } from './errors';

/** The backend's source (specs included; a code only a spec uses is filtered out below), as text. */
const BACKEND_SOURCES = import.meta.glob<string>('../../../backend/src/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every error code the server can send: 'AREA.SOMETHING' string literals in its non-spec source. */
function backendCodes(): string[] {
  const codes = new Set<string>();
  for (const [path, text] of Object.entries(BACKEND_SOURCES)) {
    if (path.includes('.spec.')) continue;
    for (const match of text.matchAll(/'([A-Z]+\.[A-Z_]+)'/g)) codes.add(match[1]);
  }
  return [...codes].sort();
}

describe('every error code maps to a sentence', () => {
  const codes = backendCodes();

  it('finds the codes in the backend', () => {
    expect(codes.length).toBeGreaterThan(80);
    expect(codes).toContain('WALLET.INSUFFICIENT_FUNDS');
  });

  it('classifies each code: a sentence for players, or listed as never reaching a player', () => {
    const unclassified = codes.filter((code) => !(code in ERROR_SENTENCES) && !NOT_FOR_PLAYERS.includes(code));
    expect(unclassified).toEqual([]);
    const stale = [...Object.keys(ERROR_SENTENCES), ...NOT_FOR_PLAYERS].filter((code) => !codes.includes(code));
    expect(stale).toEqual([]);
  });

  it.each(Object.entries(ERROR_SENTENCES))('%s reads as a sentence', (_code, sentence) => {
    expect(sentence).toMatch(/^[A-Z0-9$]/);
    expect(looksLikeCode(sentence)).toBe(false);
    expect(sentence.length).toBeGreaterThan(8);
  });

  it('never shows a bare code: a code as the message, a missing message, or a plain-text code', () => {
    const err = (body: unknown) => new ApiError(409, typeof body === 'string' ? body : JSON.stringify(body));
    expect(getErrorMessage(err({ message: 'WALLET.INSUFFICIENT_FUNDS', code: 'WALLET.INSUFFICIENT_FUNDS' }))).toBe(
      ERROR_SENTENCES['WALLET.INSUFFICIENT_FUNDS'],
    );
    expect(getErrorMessage(err({ code: 'TOURNAMENT.FULL' }))).toBe('This match is full.');
    expect(getErrorMessage(err('cancelled_by_creator'))).toBe('Something went wrong. Please try again.');
    expect(getErrorMessage(err({ message: 'A sentence from the server.', code: 'TOURNAMENT.FULL' }))).toBe(
      'A sentence from the server.',
    );
  });
});
