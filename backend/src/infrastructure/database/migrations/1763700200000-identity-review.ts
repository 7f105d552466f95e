import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity verifications and their uploaded documents, from the `player-{id}` streams: the
 * identity-review queue of the admin console (docs/decisions/eligibility.md). The files themselves
 * live under DATA_DIR, named by the document id.
 */
export class IdentityReview1763700200000 implements MigrationInterface {
  name = 'IdentityReview1763700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE identity_verifications (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        provider text NOT NULL,
        level integer NOT NULL,
        status text NOT NULL,
        document_count integer NOT NULL,
        started_at timestamptz NOT NULL,
        decided_by text,
        decision_reason text,
        legal_name text,
        decided_at timestamptz
      )`);
    await q.query(`CREATE INDEX identity_verifications_queue_idx ON identity_verifications (status, started_at)`);
    await q.query(`
      CREATE TABLE identity_documents (
        id text PRIMARY KEY,
        verification_id text NOT NULL,
        user_id text NOT NULL,
        content_type text NOT NULL,
        size_bytes integer NOT NULL,
        sha256 text NOT NULL,
        uploaded_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX identity_documents_verification_idx ON identity_documents (verification_id, uploaded_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS identity_documents`);
    await q.query(`DROP TABLE IF EXISTS identity_verifications`);
  }
}
