import {
  BadRequestException,
  ExecutionContext,
  HttpCode,
  HttpException,
  HttpStatus,
  Injectable,
  UnauthorizedException,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
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
      throw new BadRequestException({
        message: parsed.error.issues[0]?.message ?? 'Email and password are required.',
        code: 'REQUEST.INVALID',
      });
    }
    const { email } = parsed.data;
    const address = req.ip ?? 'unknown';
    // Reserved before the password is checked, so a parallel burst is counted in full.
    const verdict = await this.throttle.reserve(email, address);
    if (!verdict.allowed) {
      const minutes = verdict.retryInMinutes;
      throw new HttpException(
        {
          message: `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          code: 'AUTH.TOO_MANY_ATTEMPTS',
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    // A wrong password leaves its reservation counted as the failure.
    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(req);
    await this.throttle.recordSuccess(email, address);
    return ok;
  }

  override handleRequest<TUser>(error: Error | null, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) {
      throw new UnauthorizedException({ message: 'Invalid email or password.', code: 'AUTH.INVALID_CREDENTIALS' });
    }
    return user;
  }
}

/** A sign-in route (the API's and the developer tools'): 200 with the session, through LocalAuthGuard. */
export function SignIn(): MethodDecorator {
  return applyDecorators(
    HttpCode(200),
    UseGuards(LocalAuthGuard),
    ApiBody({
      schema: {
        properties: { email: { type: 'string' }, password: { type: 'string' } },
        required: ['email', 'password'],
      },
    }),
  );
}
