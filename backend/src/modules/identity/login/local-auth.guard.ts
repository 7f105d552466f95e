import {
  CallHandler,
  ExecutionContext,
  HttpCode,
  Injectable,
  NestInterceptor,
  UseGuards,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { DomainError } from '../../../domain/shared/decider';
import { Observable, of } from 'rxjs';
import { UserRow } from '../../../projections/users/user.entity';
import { regenerateSession, startPendingSignIn } from '../shared/second-factor-session';
import { AuthGuard } from '@nestjs/passport';
import { ApiBody } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { LoginThrottle } from './login-throttle';

const credentials = z.object({
  email: z
    .string({ message: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .email('Please enter a valid email address.'),
  password: z.string({ message: 'Password is required.' }).min(1, 'Password is required.'),
});

/**
 * Checks the input (400), reserves an attempt with the throttle (429), then passport-local (401), and on success
 * establishes the session through passport (which regenerates the session id).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottle) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const parsed = credentials.safeParse(req.body ?? {});
    if (!parsed.success) {
      throw new DomainError(
        'REQUEST.INVALID',
        parsed.error.issues[0]?.message ?? 'Email and password are required.',
        'invalid',
      );
    }
    const { email } = parsed.data;
    const address = req.ip ?? 'unknown';
    // Reserved before the password is checked, so a parallel burst is counted in full.
    await this.throttle.reserveOrRefuse(email, address);
    // A wrong password leaves its reservation counted as the failure.
    const ok = (await super.canActivate(context)) as boolean;
    const user = req.user as UserRow;
    if (user.secondFactorEnabled) {
      // Half signed in: a new session id that carries only "password was right", and no passport
      // user, so every other route still answers 401. The reservation stays counted until the
      // second step succeeds: the sign-in throttle covers the code too (LoginThrottle).
      delete req.user;
      await regenerateSession(req);
      startPendingSignIn(req, { userId: user.id, email });
      (req as SecondStepFlag).secondFactorRequired = true;
      return ok;
    }
    await super.logIn(req);
    await this.throttle.recordSuccess(email, address);
    return ok;
  }

  override handleRequest<TUser>(error: Error | null, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) {
      throw new DomainError('AUTH.INVALID_CREDENTIALS', 'Invalid email or password.', 'unauthorized');
    }
    return user;
  }
}

interface SecondStepFlag {
  secondFactorRequired?: boolean;
}

/** The answer to a correct password when a second step is needed (POST /api/auth/login/second-factor). */
@Injectable()
export class SecondStepInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & SecondStepFlag>();
    return req.secondFactorRequired ? of({ secondFactorRequired: true }) : next.handle();
  }
}

/**
 * A sign-in route (the API's and the developer tools'): 200 with the session, through
 * LocalAuthGuard; or 200 `{ secondFactorRequired: true }` and a half-signed-in session.
 */
export function SignIn(): MethodDecorator {
  return applyDecorators(
    HttpCode(200),
    UseGuards(LocalAuthGuard),
    UseInterceptors(SecondStepInterceptor),
    ApiBody({
      schema: {
        properties: { email: { type: 'string' }, password: { type: 'string' } },
        required: ['email', 'password'],
      },
    }),
  );
}
