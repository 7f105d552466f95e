import type { Request } from 'express';
import { UserRow } from '../../../projections/users/user.entity';

/** passport's req.logIn as a promise. Passport 0.6+ regenerates the session id here (no fixation). */
export function logIn(req: Request, user: UserRow): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logIn(user, (error?: Error) => (error ? reject(error) : resolve()));
  });
}
