import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { UserRow } from '../../../projections/users/user.entity';

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: please sign in to continue.';

/** 401 unless a user is signed in. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.isAuthenticated?.() || !req.user) {
      throw new UnauthorizedException({ message: UNAUTHORIZED_MESSAGE, code: 'AUTH.UNAUTHORIZED' });
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
      throw new UnauthorizedException({ message: UNAUTHORIZED_MESSAGE, code: 'AUTH.UNAUTHORIZED' });
    }
    if (!(req.user as UserRow).isAdmin) {
      throw new ForbiddenException({ message: 'Only administrators can do this.', code: 'AUTH.FORBIDDEN' });
    }
    if (!(req.user as UserRow).secondFactorEnabled) {
      throw new ForbiddenException({ message: SECOND_FACTOR_REQUIRED_MESSAGE, code: 'AUTH.SECOND_FACTOR_REQUIRED' });
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
