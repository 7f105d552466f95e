import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export interface PasswordContext {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * The one password rule (the sign-up form asks it through POST /api/auth/password-check and
 * mirrors only the cheap parts). Returns the sentence to show, or null when the password is fine.
 * "Common" means zxcvbn (its common-password, breached-password and word lists) scores it below 2,
 * i.e. it falls within about a million guesses.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password.trim() === '') return 'Password cannot be only spaces.';
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  const email = context.email?.trim().toLowerCase();
  if (email && password.trim().toLowerCase() === email) return 'Password must not be your email address.';
  const folded = fold(password);
  if (folded.includes(PRODUCT_NAME))
    return 'Password must not contain the name CourtCash. Try a phrase of unrelated words.';
  const ownName = [context.firstName, context.lastName, email?.split('@')[0]]
    .map((name) => fold(name ?? ''))
    .find((name) => name.length >= OWN_NAME_MIN_LENGTH && folded.includes(name));
  if (ownName) return 'Password must not contain your own name. Try a phrase of unrelated words.';
  const userInputs = [email, email?.split('@')[0], context.firstName, context.lastName].filter(
    (input): input is string => typeof input === 'string' && input.trim() !== '',
  );
  if (estimator().check(password, userInputs).score < 2) {
    return 'This password is too common or easy to guess. Try a longer phrase of unrelated words.';
  }
  return null;
}

/** Compared letters and digits only, any case: "Court-Cash!" still names the product. */
const PRODUCT_NAME = 'courtcash';
/** Shorter names ("Al", "Li") are too common inside ordinary words to refuse on. */
const OWN_NAME_MIN_LENGTH = 3;
const fold = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

let zxcvbn: ZxcvbnFactory | null = null;
/** Built on first use: loading the dictionaries takes a moment that start-up need not pay. */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return zxcvbn;
}
