import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console: the ruling on a match (who ruled, why, when) on the tournaments read model,
 * and the support inbox (messages sent through the contact form, not event-sourced: no money).
 */
export class AdminConsole1763700010000 implements MigrationInterface {
  name = 'AdminConsole1763700010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments ADD COLUMN ruling jsonb`);
    await q.query(`
      CREATE TABLE support_messages (
        id uuid PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(255) NOT NULL,
        subject varchar(200) NOT NULL,
        message text NOT NULL,
        user_id text,
        ip varchar(64),
        handled_at timestamptz,
        handled_by text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX support_messages_created_idx ON support_messages (created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE support_messages`);
    await q.query(`ALTER TABLE tournaments DROP COLUMN ruling`);
  }
}
