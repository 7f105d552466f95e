import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in attempts as one counter row per key (e-mail+address, e-mail, address) with a fixed
 * window, so an attempt is reserved by a single atomic upsert before the password is checked.
 * Replaces login_failures, which counted only after the check (a parallel burst passed it).
 */
export class LoginAttempts1763700007000 implements MigrationInterface {
  name = 'LoginAttempts1763700007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_attempts (
        key text PRIMARY KEY,
        attempts integer NOT NULL,
        window_started_at timestamptz NOT NULL
      )`);
    await q.query(`DROP TABLE login_failures`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        key text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_failures_key_idx ON login_failures (key, failed_at)`);
    await q.query(`DROP TABLE login_attempts`);
  }
}
