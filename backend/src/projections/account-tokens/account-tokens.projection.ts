import { AccountEvent } from '../../domain/account/account.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RowProjection } from '../runner/projection';
import { ProjectionRows } from '../runner/projection-rows';

/**
 * Which account a link's token belongs to (looked up by the token's sha256). Whether a link is
 * still usable is the account stream's decision, never this table's.
 */
export class AccountTokensProjection extends RowProjection {
  readonly name = 'account-tokens';
  readonly tables = ['email_verification_tokens', 'password_reset_tokens'] as const;
  readonly schema = {
    email_verification_tokens: { key: ['id'], writeOnly: true },
    password_reset_tokens: { key: ['id'], writeOnly: true },
  };

  async applyTo(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    if (!recorded.streamName.startsWith('account-')) return;
    const event = { type: recorded.type, data: recorded.data } as AccountEvent;
    if (event.type !== 'PasswordResetRequested' && event.type !== 'EmailVerificationRequested') return;
    const table = event.type === 'PasswordResetRequested' ? 'password_reset_tokens' : 'email_verification_tokens';
    await rows.table(table).insertIgnore({
      id: recorded.id,
      user_id: event.data.userId,
      token: event.data.tokenHash,
      expires_at: event.data.expiresAt,
      created_at: recorded.recordedAt,
    });
  }
}
