import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counters for what a player can make the platform send (SendLimits): e-mails per address per hour,
 * invitations per recipient per day and per sender per hour. Keys name no address in clear (a hash).
 */
export class SendLimits1763700041000 implements MigrationInterface {
  name = 'SendLimits1763700041000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE send_limits (key text PRIMARY KEY, count integer NOT NULL, window_started_at timestamptz NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE send_limits`);
  }
}
