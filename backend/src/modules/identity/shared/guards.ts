import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/decider';
import type { Request } from 'express';
import { UserRow } from '../../../projections/users/user.entity';

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: please sign in to continue.';

/** 401 unless a user is signed in. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.isAuthenticated?.() || !req.user) {
      throw new DomainError('AUTH.UNAUTHORIZED', UNAUTHORIZED_MESSAGE, 'unauthorized');
    }
    return true;
  }
}

export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Administrators need a second factor. Set up an authenticator app in the admin console before doing anything else.';

/**
 * 401 when signed out, 403 for a signed-in player, and 403 AUTH.SECOND_FACTOR_REQUIRED for an admin
 * without a second factor: setting one up (SignedInGuard routes) is all they can do until then.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.isAuthenticated?.() || !req.user) {
      throw new DomainError('AUTH.UNAUTHORIZED', UNAUTHORIZED_MESSAGE, 'unauthorized');
    }
    if (!(req.user as UserRow).isAdmin) {
      throw new DomainError('AUTH.FORBIDDEN', 'Only administrators can do this.', 'forbidden');
    }
    if (!(req.user as UserRow).secondFactorEnabled) {
      throw new DomainError('AUTH.SECOND_FACTOR_REQUIRED', SECOND_FACTOR_REQUIRED_MESSAGE, 'forbidden');
    }
    return true;
  }
}

export function currentUser(req: Request): UserRow {
  return req.user as UserRow;
}

/** An admin's powers need the second factor too where a route serves players and admins alike. */
export function actsAsAdmin(user: UserRow): boolean {
  return user.isAdmin && user.secondFactorEnabled;
}
