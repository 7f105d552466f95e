import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which account an e-mail change link belongs to, read from `EmailChangeRequested` on `user-{id}`:
 * `kind` 'confirm' (mailed to the new address) or 'cancel' (mailed to the old one). `token` holds
 * the sha256 (hex) of the link's token, never the token.
 */
export class EmailChangeTokens1763700100000 implements MigrationInterface {
  name = 'EmailChangeTokens1763700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE email_change_tokens (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('confirm', 'cancel')),
        token varchar(255) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX email_change_tokens_user_idx ON email_change_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS email_change_tokens`);
  }
}
