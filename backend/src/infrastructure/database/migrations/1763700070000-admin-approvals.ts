import { MigrationInterface, QueryRunner } from 'typeorm';

/** Four eyes: the requests waiting for (or decided by) a second admin, from the `approval-{id}` streams. */
export class AdminApprovals1763700070000 implements MigrationInterface {
  name = 'AdminApprovals1763700070000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_approvals (
        id text PRIMARY KEY,
        kind text NOT NULL,
        user_id text NOT NULL,
        subject_id text NOT NULL,
        amount numeric(12,2),
        role text,
        status text NOT NULL,
        requested_by text NOT NULL,
        reason text NOT NULL,
        requested_at timestamptz NOT NULL,
        decided_by text,
        decision_reason text,
        decided_at timestamptz,
        failure text
      )`);
    await q.query(`CREATE INDEX admin_approvals_status_idx ON admin_approvals (status, requested_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS admin_approvals`);
  }
}
