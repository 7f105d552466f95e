import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { UserRow } from '../../../projections/users/user.entity';
import { SignedInUsers } from './signed-in-users';
import { UsersReadRepository } from './users.read-repository';

/**
 * The session stores only the user id; each request gets the user's row from SignedInUsers (a
 * few seconds' cache that forgets a user the moment this process changes them).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(
    private readonly users: UsersReadRepository,
    private readonly signedIn: SignedInUsers,
  ) {
    super();
  }

  serializeUser(user: UserRow, done: (err: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (err: Error | 'pass' | null, user?: UserRow | false) => void): void {
    // passport is one instance per process and keeps every app's serializer; one whose app was
    // closed (several apps in one test process) steps aside for the next instead of failing.
    if (!this.users.isOpen()) return done('pass');
    this.signedIn.get(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
