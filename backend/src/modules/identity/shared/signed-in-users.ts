import { Inject, Injectable } from '@nestjs/common';
import { accountStreamName } from '../../../domain/account/account.events';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { GlobalPosition, streamNames } from '../../../event-store/event-store.port';
import { BoundedMap } from '../../../infrastructure/bounded-map';
import { WriteFence } from '../../../infrastructure/event-sourcing/write-fence';
import { UserRow } from '../../../projections/users/user.entity';
import { UsersReadRepository } from './users.read-repository';

/** How long a signed-in user's row is served from memory: the same bound as the session cache. */
export const SIGNED_IN_USER_TTL_MS = 5_000;
const CAPACITY = 50_000;
/** A user's own streams: the profile's, and the account's (a second factor enrolled or disabled). */
const USER_STREAM_PREFIXES = [streamNames().user(''), accountStreamName('')];

interface Entry {
  row: UserRow;
  loadedAt: number;
}

/**
 * The user a session belongs to, for the request's guards and commands (`req.user`): who it is and
 * whether it is an admin. Loaded from the users read model and kept in memory for a few seconds,
 * so a command does not cost a users SELECT. An append to a `user-…` stream made through this
 * process (a promotion, a verified e-mail, a profile change, a closed account) forgets that user at
 * once (and so does an append to its `account-…` stream), and the next load waits until the read
 * model shows the append. Another instance's change is forgotten here when the live channel
 * announces it (`changed`), and within SIGNED_IN_USER_TTL_MS should that announcement be lost
 * (docs/decisions/wallet.md "Sessions"). Screens that show the user's figures (GET /api/user/session) read the row fresh.
 */
@Injectable()
export class SignedInUsers {
  private readonly entries = new BoundedMap<string, Entry>(CAPACITY);
  /** Users changed by an append through this process, and where: a load waits for that position. */
  private readonly changedAt = new BoundedMap<string, GlobalPosition>(CAPACITY);

  constructor(
    private readonly users: UsersReadRepository,
    private readonly fence: WriteFence,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    fence.onAppend((streamName, position) => {
      const prefix = USER_STREAM_PREFIXES.find((p) => streamName.startsWith(p));
      if (prefix !== undefined) this.changed(streamName.slice(prefix.length), position);
    });
  }

  /**
   * The user changed at `position`: appended through this process, or announced by the instance
   * that leads the projections (the live channel, for a change made on any instance). Forgotten at
   * once; the next load waits until the read model shows the change.
   */
  changed(userId: string, position: GlobalPosition): void {
    this.entries.delete(userId);
    this.changedAt.set(userId, position);
  }

  async get(userId: string): Promise<UserRow | null> {
    const entry = this.entries.get(userId);
    if (entry && Date.now() - entry.loadedAt < SIGNED_IN_USER_TTL_MS) return entry.row;
    const changed = this.changedAt.get(userId);
    // A change made here is not read back before the read model shows it (a timeout reads what is there).
    if (changed) await this.fence.reached(this.config.projectionWaitTimeoutMs, changed).catch(() => undefined);
    const loadedAt = Date.now();
    const row = await this.users.findById(userId);
    if (this.changedAt.get(userId) !== changed) return row; // changed again meanwhile: do not keep it
    this.changedAt.delete(userId);
    this.entries.delete(userId);
    if (row) this.entries.set(userId, { row, loadedAt });
    return row;
  }

  /** Forget a user here (a sign-out everywhere, a closed account). */
  forget(userId: string): void {
    this.entries.delete(userId);
  }
}
