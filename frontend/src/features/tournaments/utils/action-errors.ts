import { getErrorMessage, getErrorStatus } from '@/lib/errors';

/** The `code` of an api-client error's JSON body ("400: {\"message\":...,\"code\":...}"), if any. */
export function getErrorCode(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = error.message.replace(/^\d{3}: ?/, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string') return parsed.code;
  } catch {
    // Plain text: no code.
  }
  return null;
}

/** The wallet refused the entry fee: the answer is a 400 about the balance. */
export function isInsufficientBalance(error: unknown): boolean {
  if (getErrorStatus(error) !== 400) return false;
  const code = getErrorCode(error) ?? '';
  return /INSUFFICIENT/i.test(code) || /insufficient/i.test(getErrorMessage(error, ''));
}
