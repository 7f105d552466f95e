/**
 * A visitor who presses Join is sent to sign up first; the invitation token waits in localStorage
 * until they are back, signed in, on the same invitation page.
 */
export const PENDING_INVITATION_KEY = 'pendingInvitationToken';

export function storePendingInvitation(token: string): void {
  try {
    window.localStorage.setItem(PENDING_INVITATION_KEY, token);
  } catch {
    // Storage blocked (private mode): the player can open the link again after signing in.
  }
}

export function readPendingInvitation(): string | null {
  try {
    return window.localStorage.getItem(PENDING_INVITATION_KEY);
  } catch {
    return null;
  }
}

export function clearPendingInvitation(): void {
  try {
    window.localStorage.removeItem(PENDING_INVITATION_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
