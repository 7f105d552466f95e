import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { UserRow } from '../../../projections/users/user.entity';
import { PasswordHasher } from '../shared/password-hasher';
import { normalizeEmail } from '../shared/session-user';
import { UsersReadRepository } from '../shared/users.read-repository';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly users: UsersReadRepository,
    private readonly hasher: PasswordHasher,
  ) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  /** Returns the user, or false for a wrong e-mail or password (the guard answers 401 without saying which). */
  async validate(email: string, password: string): Promise<UserRow | false> {
    const found = await this.users.findCredentials(normalizeEmail(email));
    const ok = await this.hasher.verify(password, found?.password ?? null);
    if (!found || !ok) return false;
    const { password: _hash, ...user } = found;
    return user as UserRow;
  }
}
