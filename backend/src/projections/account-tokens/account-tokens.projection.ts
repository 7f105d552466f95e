import { AccountEvent } from '../../domain/account/account.events';
import { UserEvent } from '../../domain/user/user.events';
import { RecordedEvent } from '../../event-store/event-store.port';
import { RowProjection } from '../runner/projection';
import { ProjectionRows } from '../runner/projection-rows';

/**
 * Which account a link's token belongs to (looked up by the token's sha256). Whether a link is
 * still usable is the account stream's decision, never this table's.
 */
export class AccountTokensProjection extends RowProjection {
  readonly name = 'account-tokens';
  readonly tables = ['email_verification_tokens', 'password_reset_tokens', 'email_change_tokens'] as const;
  readonly schema = {
    email_verification_tokens: { key: ['id'], writeOnly: true },
    password_reset_tokens: { key: ['id'], writeOnly: true },
    email_change_tokens: { key: ['id'], writeOnly: true },
  };
  readonly eventTypes = new Set<string>([
    'EmailChangeRequested',
    'PasswordResetRequested',
    'EmailVerificationRequested',
  ] satisfies Array<UserEvent['type'] | AccountEvent['type']>);

  async applyTo(recorded: RecordedEvent, rows: ProjectionRows): Promise<void> {
    if (recorded.type === 'EmailChangeRequested' && recorded.streamName.startsWith('user-')) {
      const { data } = recorded as unknown as Extract<UserEvent, { type: 'EmailChangeRequested' }>;
      const links = [
        { kind: 'confirm', token: data.confirmTokenHash, expires_at: data.confirmExpiresAt },
        { kind: 'cancel', token: data.cancelTokenHash, expires_at: data.cancelExpiresAt },
      ];
      for (const link of links) {
        await rows.table('email_change_tokens').insertIgnore({
          id: `${recorded.id}:${link.kind}`,
          user_id: data.userId,
          ...link,
          created_at: recorded.recordedAt,
        });
      }
      return;
    }
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
