import { EntityManager } from 'typeorm';
import { AccountEvent } from '../../domain/account/account.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { Projection } from '../runner/projection';

/**
 * Which account a link's token belongs to (looked up by the token's sha256). Whether a link is
 * still usable is the account stream's decision, never this table's.
 */
export class AccountTokensProjection implements Projection {
  readonly name = 'account-tokens';
  readonly tables = ['email_verification_tokens', 'password_reset_tokens'] as const;

  async apply(recorded: RecordedEvent, tx: EntityManager): Promise<void> {
    if (!recorded.streamName.startsWith('account-')) return;
    const event = { type: recorded.type, data: recorded.data } as AccountEvent;
    const table =
      event.type === 'PasswordResetRequested'
        ? 'password_reset_tokens'
        : event.type === 'EmailVerificationRequested'
          ? 'email_verification_tokens'
          : null;
    if (!table || (event.type !== 'PasswordResetRequested' && event.type !== 'EmailVerificationRequested')) return;
    await tx.query(
      `INSERT INTO ${table} (id, user_id, token, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [recorded.id, event.data.userId, event.data.tokenHash, event.data.expiresAt, recorded.recordedAt],
    );
  }
}
