import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { UserRow } from '../../../projections/users/user.entity';
import { UsersReadRepository } from './users.read-repository';

/** The session stores only the user id; each request loads the current row (so isAdmin and balance are fresh). */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersReadRepository) {
    super();
  }

  serializeUser(user: UserRow, done: (err: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (err: Error | null, user?: UserRow | false) => void): void {
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
