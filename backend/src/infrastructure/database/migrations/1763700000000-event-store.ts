import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PostgreSQL event store. Global order is (transaction_id, global_position): see
 * docs/decisions.md "Global order safe for concurrent writers".
 */
export class EventStore1763700000000 implements MigrationInterface {
  name = 'EventStore1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_streams (
        stream_name text PRIMARY KEY,
        revision bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        event_id uuid NOT NULL UNIQUE,
        stream_name text NOT NULL REFERENCES event_streams (stream_name),
        revision bigint NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_revision_unique UNIQUE (stream_name, revision)
      )`);
    await q.query(`CREATE INDEX events_global_order_idx ON events (transaction_id, global_position)`);
    await q.query(`CREATE INDEX events_type_idx ON events (type)`);
    // Events are immutable: corrections are new events, never edits.
    await q.query(`
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only: % is not allowed', TG_OP;
      END $$`);
    await q.query(`
      CREATE TRIGGER events_no_update_or_delete BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_are_append_only()`);
    await q.query(`
      CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE events`);
    await q.query(`DROP FUNCTION events_are_append_only`);
    await q.query(`DROP TABLE event_streams`);
  }
}
