import type { LoginAnswer, User } from '@/types/api';
import { getErrorCode } from './errors';

/** The password was right and the account has a second factor: a code must follow. */
export function needsSecondFactor(answer: LoginAnswer | null): answer is Exclude<LoginAnswer, User> {
  return answer !== null && 'secondFactorRequired' in answer && answer.secondFactorRequired === true;
}

/** An admin call refused because the signed-in admin has no second factor yet. */
export function isSecondFactorRequiredError(error: unknown): boolean {
  return getErrorCode(error) === 'AUTH.SECOND_FACTOR_REQUIRED';
}

/**
 * A sentence when the typed code cannot be one (checked before sending); null when it may be.
 * Six digits are an app code; anything longer with letters is a recovery code.
 */
export function secondFactorCodeProblem(code: string): string | null {
  const typed = code.replace(/\s/g, '');
  if (!typed) return 'Please enter the 6-digit code from your authenticator app, or a recovery code.';
  if (/^\d+$/.test(typed) && typed.length !== 6) return 'The code from your authenticator app has 6 digits.';
  if (typed.length > 40) return 'That code is too long: enter the 6 digits your app shows, or a recovery code.';
  return null;
}
