import type { Request } from 'express';

/** How long a correct password waits for its second step, and a started setup for its first code. */
export const SECOND_STEP_LIFETIME_MS = 5 * 60 * 1000;

/** A password was right; the account has a second factor: this session is half signed in. */
interface PendingSignIn {
  userId: string;
  email: string;
  until: number;
}

/** A TOTP setup started (its secret encrypted, as it waits in the session store). */
interface PendingSetup {
  userId: string;
  secretCiphertext: string;
  until: number;
}

interface SecondFactorSession {
  pendingSignIn?: PendingSignIn;
  pendingSetup?: PendingSetup;
}

const fields = (req: Request): SecondFactorSession => req.session as unknown as SecondFactorSession;

export function startPendingSignIn(req: Request, pending: Omit<PendingSignIn, 'until'>): void {
  fields(req).pendingSignIn = { ...pending, until: Date.now() + SECOND_STEP_LIFETIME_MS };
}

/** The half-signed-in account, or null when none is waiting (or it waited too long). */
export function pendingSignIn(req: Request): PendingSignIn | null {
  const pending = req.session ? fields(req).pendingSignIn : undefined;
  return pending && pending.until > Date.now() ? pending : null;
}

export function clearPendingSignIn(req: Request): void {
  if (req.session) delete fields(req).pendingSignIn;
}

export function startPendingSetup(req: Request, pending: Omit<PendingSetup, 'until'>): void {
  fields(req).pendingSetup = { ...pending, until: Date.now() + SECOND_STEP_LIFETIME_MS };
}

export function pendingSetup(req: Request, userId: string): PendingSetup | null {
  const pending = req.session ? fields(req).pendingSetup : undefined;
  return pending && pending.userId === userId && pending.until > Date.now() ? pending : null;
}

export function clearPendingSetup(req: Request): void {
  if (req.session) delete fields(req).pendingSetup;
}

/** A new session id for what follows (a half sign-in must not keep a pre-login id: fixation). */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error?: Error) => (error ? reject(error) : resolve())),
  );
}
