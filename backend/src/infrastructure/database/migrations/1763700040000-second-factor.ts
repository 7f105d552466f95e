import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The second factor (docs/decisions/account-security.md): whether a user has one is a column of the
 * users read model (the admin guard reads it with the session's user). `second_factor_steps` is not
 * a read model: it remembers the last TOTP time step each account accepted, so a code seen once
 * (over a shoulder, in a proxy's log) cannot sign in again. It holds no secret.
 */
export class SecondFactor1763700040000 implements MigrationInterface {
  name = 'SecondFactor1763700040000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN second_factor_enabled boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE TABLE second_factor_steps (user_id text PRIMARY KEY, last_step bigint NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE second_factor_steps`);
    await q.query(`ALTER TABLE users DROP COLUMN second_factor_enabled`);
  }
}
