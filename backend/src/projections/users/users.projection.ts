import { RecordedEvent } from '../../event-store/event-store.port';
import { UserEvent } from '../../domain/user/user.events';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { formatCents, parseMoney } from '../../domain/shared/money';
import { RowProjection } from '../runner/projection';
import { Maybe, done } from '../runner/maybe';
import { ProjectionRows, instantText } from '../runner/projection-rows';
import { Row } from '../runner/table-spec';
import { walletBalanceDelta } from '../wallet/wallet-balance-deltas';
import { userIdOfWalletStream } from '../wallet/platform-ledger';
import { AccountEvent } from '../../domain/account/account.events';
import { WALLET_EVENT_TYPES } from '../runner/event-types';

type Handled = UserEvent | WalletEvent | AccountEvent;

const WALLET_TYPES: ReadonlySet<string> = new Set(WALLET_EVENT_TYPES);

/**
 * `users` from the user streams; `users.balance` and `users.pending_balance` from the wallet
 * streams (this projection is their only writer, so a rebuild recomputes them). `player_stats`
 * belongs to the PlayerStatsProjection.
 */
export class UsersProjection extends RowProjection {
  readonly name = 'users';
  readonly tables = ['users'] as const;
  readonly schema = { users: { key: ['id'] } };
  readonly eventTypes = new Set<string>([
    ...([
      'UserRegistered',
      'RatingQuestionnaireCompleted',
      'UserPromotedToAdmin',
      'UserDemotedFromAdmin',
      'ProfileUpdated',
      'EmailChanged',
      'EmailChangeCancelled',
      'ProfilePhotoChanged',
      'PasswordChanged',
      'SecondFactorEnabled',
      'SecondFactorDisabled',
      'EmailVerified',
    ] satisfies Array<Handled['type']>),
    // The balances: any wallet event may move them (walletBalanceDelta).
    ...WALLET_EVENT_TYPES,
  ]);

  applyTo(recorded: RecordedEvent, rows: ProjectionRows): Maybe<void> {
    const users = rows.table('users');
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const at = instantText(recorded);
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, firstName, lastName, passwordHash } = event.data;
        return done(
          users.insertIgnore({
            id: userId,
            email,
            first_name: firstName,
            last_name: lastName,
            password: passwordHash,
            created_at: at,
            updated_at: at,
          }),
        );
      }
      case 'RatingQuestionnaireCompleted': {
        const { userId, answers, padelRatingTenths, pickleballRatingTenths } = event.data;
        // The questionnaire gives the starting rating only; after a rated match the matches own
        // it (the player-ratings projection applies the same guard, see there).
        return done(
          users.update(userId, (row) => ({
            ...(Number(row.total_matches ?? 0) === 0
              ? {
                  padel_rating: tenthsToDecimal(padelRatingTenths),
                  pickleball_rating: tenthsToDecimal(pickleballRatingTenths),
                }
              : {}),
            years_playing: answers.yearsPlaying,
            preferred_position: answers.preferredPosition,
            favorite_game: answers.primarySport,
            is_rating_complete: true,
            last_rating_update: at,
            updated_at: at,
          })),
        );
      }
      case 'UserPromotedToAdmin':
        return done(users.update(event.data.userId, { is_admin: true, updated_at: at }));
      case 'UserDemotedFromAdmin':
        return done(users.update(event.data.userId, { is_admin: false, updated_at: at }));
      case 'ProfileUpdated': {
        const { userId, firstName, lastName, email, phone, city, bio } = event.data;
        return done(
          users.update(userId, (row) => ({
            // A new address is unverified until its own link is opened.
            ...(row.email !== email ? { email_verified: false } : {}),
            first_name: firstName,
            last_name: lastName,
            email,
            phone,
            city,
            bio,
            updated_at: at,
          })),
        );
      }
      case 'EmailChanged':
        // The new address opened its own link: it is verified.
        return done(
          users.update(event.data.userId, { email: event.data.toEmail, email_verified: true, updated_at: at }),
        );
      case 'EmailChangeCancelled':
        // Restored by a link opened at the old address, which proves it again.
        if (event.data.restoredEmail !== null) {
          return done(
            users.update(event.data.userId, {
              email: event.data.restoredEmail,
              email_verified: true,
              updated_at: at,
            }),
          );
        }
        return;
      case 'ProfilePhotoChanged':
        // The photo's own address: a new photo is a new URL, so a cached old one is never shown.
        return done(
          users.update(event.data.userId, {
            profile_image_url: `/api/users/${event.data.userId}/photo?v=${event.data.photoId}`,
            updated_at: at,
          }),
        );
      case 'PasswordChanged':
        return done(users.update(event.data.userId, { password: event.data.passwordHash, updated_at: at }));
      case 'SecondFactorEnabled':
        return done(users.update(event.data.userId, { second_factor_enabled: true, updated_at: at }));
      case 'SecondFactorDisabled':
        return done(users.update(event.data.userId, { second_factor_enabled: false, updated_at: at }));
      case 'EmailVerified':
        // Only the address the link was sent to: a link for an address changed since verifies nothing.
        return done(
          users.update(event.data.userId, (row) =>
            row.email === event.data.email ? { email_verified: true, updated_at: at } : {},
          ),
        );
      default: {
        const walletUserId = userIdOfWalletStream(recorded.streamName);
        if (walletUserId === null || !WALLET_TYPES.has(event.type)) return;
        const delta = walletBalanceDelta(event as WalletEvent, walletUserId);
        if (!delta) return;
        // Integer cents in memory; numeric(12,2) text in the row, never a float.
        return done(
          users.update(walletUserId, (row) => ({
            balance: formatCents(cents(row.balance) + delta.availableCents),
            pending_balance: formatCents(cents(row.pending_balance) + delta.pendingCents),
            updated_at: at,
          })),
        );
      }
    }
  }
}

/** A numeric(12,2) column as cents (absent on a row not written yet: the column's default, 0.00). */
export function cents(value: Row[string]): number {
  if (value === undefined || value === null) return 0;
  const parsed = typeof value === 'string' || typeof value === 'number' ? parseMoney(String(value)) : null;
  if (parsed === null) throw new Error(`not an amount of money: ${JSON.stringify(value)}`);
  return parsed;
}

/** 49 -> "4.9" without floats. */
function tenthsToDecimal(tenths: number): string {
  return `${Math.trunc(tenths / 10)}.${tenths % 10}`;
}
