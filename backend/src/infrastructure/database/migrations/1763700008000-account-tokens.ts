import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seed's email_verification_tokens and password_reset_tokens, as a read model of the
 * `account-{userId}` streams. `token` holds the sha256 (hex) of the token, never the token.
 */
export class AccountTokens1763700008000 implements MigrationInterface {
  name = 'AccountTokens1763700008000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['email_verification_tokens', 'password_reset_tokens']) {
      await q.query(`
        CREATE TABLE ${table} (
          id text PRIMARY KEY,
          user_id text NOT NULL,
          token varchar(255) NOT NULL UNIQUE,
          expires_at timestamptz NOT NULL,
          created_at timestamptz NOT NULL
        )`);
      await q.query(`CREATE INDEX ${table}_user_idx ON ${table} (user_id)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS email_verification_tokens`);
    await q.query(`DROP TABLE IF EXISTS password_reset_tokens`);
  }
}
