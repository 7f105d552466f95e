/**
 * The cheap part of the server's password rule (backend/src/modules/identity/password/password-policy.ts),
 * mirrored so the form answers at once; the common-password check is asked of the server.
 */
export function localPasswordProblem(password: string, email: string): string | null {
  if (password.trim() === '') return 'Password cannot be only spaces.';
  if (password.length < 8) return 'Password must be at least 8 characters.';
  if (password.length > 200) return 'Password must be at most 200 characters.';
  const address = email.trim().toLowerCase();
  if (address !== '' && password.trim().toLowerCase() === address) return 'Password must not be your email address.';
  return null;
}
