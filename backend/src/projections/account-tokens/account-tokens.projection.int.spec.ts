import { randomUUID } from 'node:crypto';
import { projectionWorld } from '../projection.spec-helper';
import { AccountTokensProjection } from './account-tokens.projection';

describe('account-tokens projection (events in, rows out)', () => {
  const world = projectionWorld(() => [new AccountTokensProjection()]);

  const requested = (
    type: 'PasswordResetRequested' | 'EmailVerificationRequested',
    userId: string,
    tokenHash: string,
  ) => ({
    id: randomUUID(),
    type,
    data: {
      userId,
      tokenHash,
      email: `${userId}@example.test`,
      expiresAt: '2026-11-21T12:00:00.000Z',
      requestedAt: '2026-11-21T11:00:00.000Z',
    },
    metadata: { recordedAt: '2026-11-21T11:00:00.000Z' },
  });

  it('writes each requested link to its table, keyed by the event, with the token hash and expiry', async () => {
    const userId = randomUUID();
    const reset = requested('PasswordResetRequested', userId, `reset-${userId}`);
    const verify = requested('EmailVerificationRequested', userId, `verify-${userId}`);
    await world.store.appendToStream(`account-${userId}`, [reset, verify], { expectedRevision: 'no_stream' });
    const at = new Date('2026-11-21T11:00:00.000Z');
    expect(await world.rows(`SELECT * FROM password_reset_tokens WHERE user_id = $1`, [userId])).toEqual([
      {
        id: reset.id,
        user_id: userId,
        token: reset.data.tokenHash,
        expires_at: new Date(reset.data.expiresAt),
        created_at: at,
      },
    ]);
    expect(await world.rows(`SELECT * FROM email_verification_tokens WHERE user_id = $1`, [userId])).toEqual([
      {
        id: verify.id,
        user_id: userId,
        token: verify.data.tokenHash,
        expires_at: new Date(verify.data.expiresAt),
        created_at: at,
      },
    ]);
  });

  it('keeps every link a user asked for (a second request does not replace the first)', async () => {
    const userId = randomUUID();
    const first = requested('PasswordResetRequested', userId, `first-${userId}`);
    const second = requested('PasswordResetRequested', userId, `second-${userId}`);
    await world.store.appendToStream(`account-${userId}`, [first, second], { expectedRevision: 'no_stream' });
    const rows = await world.rows<{ token: string }>(
      `SELECT token FROM password_reset_tokens WHERE user_id = $1 ORDER BY token`,
      [userId],
    );
    expect(rows.map((r) => r.token)).toEqual([first.data.tokenHash, second.data.tokenHash]);
  });

  it('ignores other account events and the same event types on streams that are not accounts', async () => {
    const userId = randomUUID();
    await world.store.appendToStream(
      `account-${userId}`,
      [
        {
          id: randomUUID(),
          type: 'PasswordChanged',
          data: {
            userId,
            passwordHash: 'x',
            via: 'reset',
            tokenHash: `changed-${userId}`,
            changedAt: '2026-11-21T11:00:00.000Z',
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await world.store.appendToStream(
      `user-${userId}`,
      [requested('PasswordResetRequested', userId, `elsewhere-${userId}`)],
      {
        expectedRevision: 'any',
      },
    );
    const count = `SELECT count(*)::int AS n FROM (SELECT user_id FROM password_reset_tokens UNION ALL SELECT user_id FROM email_verification_tokens) t WHERE user_id = $1`;
    expect(await world.rows(count, [userId])).toEqual([{ n: 0 }]);
  });

  it('rebuilds to the same rows from the log', async () => {
    const userId = randomUUID();
    await world.store.appendToStream(
      `account-${userId}`,
      [requested('EmailVerificationRequested', userId, `rebuilt-${userId}`)],
      {
        expectedRevision: 'no_stream',
      },
    );
    const query = `SELECT * FROM email_verification_tokens ORDER BY id`;
    const before = await world.rows(query);
    await world.runner.rebuild();
    expect(await world.rows(query)).toEqual(before);
  });
});
