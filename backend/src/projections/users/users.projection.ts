import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event-store.port';
import { UserEvent } from '../../domain/user/user.events';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { Projection } from '../runner/projection';
import { walletBalanceDelta } from '../wallet/wallet-balance-deltas';
import { userIdOfWalletStream } from '../wallet/platform-ledger';
import { formatCents } from '../../domain/shared/money';
import { UserRow } from './user.entity';
import { AccountEvent } from '../../domain/account/account.events';

type Handled = UserEvent | WalletEvent | AccountEvent;

/**
 * `users` from the user streams; `users.balance` and `users.pending_balance` from the wallet
 * streams (this projection is their only writer, so a rebuild recomputes them). `player_stats`
 * belongs to the PlayerStatsProjection.
 */
export class UsersProjection implements Projection {
  readonly name = 'users';
  readonly tables = ['users'] as const;

  async apply(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, firstName, lastName, passwordHash } = event.data;
        await tx
          .createQueryBuilder()
          .insert()
          .into(UserRow)
          .values({ id: userId, email, firstName, lastName, password: passwordHash, createdAt: at, updatedAt: at })
          .orIgnore()
          .execute();
        return;
      }
      case 'RatingQuestionnaireCompleted': {
        const { userId, answers, padelRatingTenths, pickleballRatingTenths } = event.data;
        // The questionnaire gives the starting rating only; after a rated match the matches own
        // it (the player-ratings projection applies the same guard, see there).
        await tx.query(
          `UPDATE users SET padel_rating = $2::numeric, pickleball_rating = $3::numeric WHERE id = $1 AND total_matches = 0`,
          [userId, tenthsToDecimal(padelRatingTenths), tenthsToDecimal(pickleballRatingTenths)],
        );
        await tx.update(
          UserRow,
          { id: userId },
          {
            yearsPlaying: answers.yearsPlaying,
            preferredPosition: answers.preferredPosition,
            favoriteGame: answers.primarySport,
            isRatingComplete: true,
            lastRatingUpdate: at,
            updatedAt: at,
          },
        );
        return;
      }
      case 'UserPromotedToAdmin':
        await tx.update(UserRow, { id: event.data.userId }, { isAdmin: true, updatedAt: at });
        return;
      case 'ProfileUpdated': {
        const { userId, firstName, lastName, email, phone, city, bio } = event.data;
        // A new address is unverified until its own link is opened.
        await tx.query(`UPDATE users SET email_verified = false WHERE id = $1 AND email <> $2`, [userId, email]);
        await tx.update(UserRow, { id: userId }, { firstName, lastName, email, phone, city, bio, updatedAt: at });
        return;
      }
      case 'PasswordChanged':
        await tx.update(UserRow, { id: event.data.userId }, { password: event.data.passwordHash, updatedAt: at });
        return;
      case 'EmailVerified':
        await tx.query(`UPDATE users SET email_verified = true, updated_at = $3 WHERE id = $1 AND email = $2`, [
          event.data.userId,
          event.data.email,
          at,
        ]);
        return;
      default: {
        const walletUserId = userIdOfWalletStream(recorded.streamName);
        if (walletUserId === null) return;
        const delta = walletBalanceDelta(event as WalletEvent, walletUserId);
        if (!delta) return;
        // numeric + numeric in SQL is exact; the cents travel as "12.50" text, never as floats.
        await tx.query(
          `UPDATE users SET balance = balance + $2::numeric, pending_balance = pending_balance + $3::numeric,
                  updated_at = $4 WHERE id = $1`,
          [walletUserId, formatCents(delta.availableCents), formatCents(delta.pendingCents), at],
        );
        return;
      }
    }
  }
}

/** 49 -> "4.9" without floats. */
function tenthsToDecimal(tenths: number): string {
  return `${Math.trunc(tenths / 10)}.${tenths % 10}`;
}
