import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CachedSessionStore } from '../../../infrastructure/http/cached-session.store';

/** Ends every session of an account but one (a new password, a second factor, a cancelled e-mail change). */
@Injectable()
export class SignOutEverywhere {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: CachedSessionStore,
  ) {}

  async allSessionsBut(userId: string, keepSessionId: string | null): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1 AND sid <> $2`, [
      userId,
      keepSessionId ?? '',
    ]);
    this.sessions.forgetUser(userId, keepSessionId ?? undefined);
  }
}
