import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/decider';
import { LoginThrottle } from '../login/login-throttle';
import { PasswordHasher } from './password-hasher';
import { UsersReadRepository } from './users.read-repository';

/**
 * "Confirm with your current password" (second factor setup, e-mail and password changes). Counted
 * by the sign-in throttle like a sign-in, so a stolen session cannot guess the password either.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly users: UsersReadRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  async check(user: { email: string }, password: unknown, address: string): Promise<void> {
    if (typeof password !== 'string' || password === '') {
      throw new DomainError('AUTH.PASSWORD_REQUIRED', 'Please enter your current password.');
    }
    await this.throttle.reserveOrRefuse(user.email, address);
    const found = await this.users.findCredentials(user.email);
    if (!(await this.hasher.verify(password, found?.password ?? null))) {
      throw new DomainError('AUTH.WRONG_PASSWORD', 'Your current password is not right. Please enter it again.');
    }
    await this.throttle.recordSuccess(user.email, address);
  }
}
