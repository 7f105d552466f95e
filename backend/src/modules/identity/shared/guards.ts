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

/** 401 when signed out, 403 for a signed-in player. */
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
    return true;
  }
}

export function currentUser(req: Request): UserRow {
  return req.user as UserRow;
}
