import { MigrationInterface, QueryRunner } from 'typeorm';
import { AppendFunction1763700010000 } from './1763700010000-append-function';

/**
 * Issue 26, a ledger that proves nobody edited it (docs/decisions/ledger-integrity.md):
 * - `events.hash` = sha256(previous hash in the stream ‖ ledger_event_encoding(the event)), the
 *   first event of a stream chained to 32 zero bytes; `append_events` computes it in the same
 *   statement (no extra round trip), and the existing events are chained here, stream by stream.
 * - `ledger_seals` / `ledger_seal_heads`: signed digests of the global log, written by the sealer.
 * Both seal tables are append-only, like events.
 */
export class LedgerChain1763700060000 implements MigrationInterface {
  name = 'LedgerChain1763700060000';

  async up(q: QueryRunner): Promise<void> {
    // A netstring (`<byte length>:<bytes>,`) per field, so no field can run into the next.
    await q.query(`
      CREATE FUNCTION ledger_netstring(p text) RETURNS bytea LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
        SELECT convert_to(octet_length(convert_to(p, 'UTF8'))::text || ':', 'UTF8') || convert_to(p, 'UTF8') || '\\x2c'::bytea
      $$`);
    await q.query(`
      CREATE FUNCTION ledger_genesis_hash() RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT '\\x0000000000000000000000000000000000000000000000000000000000000000'::bytea
      $$`);
    await q.query(`
      CREATE FUNCTION ledger_micros(p timestamptz) RETURNS bigint LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
        SELECT (extract(epoch FROM p) * 1000000)::bigint
      $$`);
    // Data and metadata as PostgreSQL prints jsonb (what `data::text` returns, and what the
    // export carries verbatim); the time as whole microseconds since 1970-01-01T00:00:00Z.
    await q.query(`
      CREATE FUNCTION ledger_event_encoding(p_stream text, p_revision bigint, p_type text, p_data jsonb,
                                            p_metadata jsonb, p_recorded_at timestamptz)
      RETURNS bytea LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
        SELECT ledger_netstring('courtcash.event.v1') || ledger_netstring(p_stream)
            || ledger_netstring(p_revision::text) || ledger_netstring(p_type)
            || ledger_netstring(p_data::text) || ledger_netstring(p_metadata::text)
            || ledger_netstring(ledger_micros(p_recorded_at)::text)
      $$`);
    await q.query(`ALTER TABLE events ADD COLUMN hash bytea`);
    await q.query(`ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete`);
    await q.query(`
      DO $$
      DECLARE
        r record;
        v_stream text := NULL;
        v_prev bytea;
      BEGIN
        FOR r IN SELECT e.global_position, e.stream_name, e.revision, e.type, e.data, e.metadata, e.recorded_at
                   FROM events e ORDER BY e.stream_name, e.revision LOOP
          IF v_stream IS DISTINCT FROM r.stream_name THEN
            v_stream := r.stream_name;
            v_prev := ledger_genesis_hash();
          END IF;
          v_prev := sha256(v_prev || ledger_event_encoding(r.stream_name, r.revision, r.type, r.data, r.metadata, r.recorded_at));
          UPDATE events SET hash = v_prev WHERE global_position = r.global_position;
        END LOOP;
      END $$`);
    await q.query(`ALTER TABLE events ENABLE TRIGGER events_no_update_or_delete`);
    await q.query(`ALTER TABLE events ALTER COLUMN hash SET NOT NULL`);
    await q.query(`
      CREATE OR REPLACE FUNCTION append_events(
        p_stream text, p_expected bigint,
        p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[], p_recorded_at timestamptz[],
        p_key_user text DEFAULT NULL, p_key text DEFAULT NULL, p_key_hash text DEFAULT NULL,
        p_key_status integer DEFAULT NULL, p_key_body jsonb DEFAULT NULL)
      RETURNS TABLE (outcome text, revision bigint, commit_text text, position_text text, detail jsonb)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_count integer := cardinality(p_ids);
        v_last bigint;
        v_stored jsonb;
        v_key idempotency_keys%ROWTYPE;
        v_commit xid8;
        v_position bigint;
        v_prev bytea;
        v_hashes bytea[] := '{}';
      BEGIN
        SELECT jsonb_agg(jsonb_build_object('id', e.event_id, 'stream', e.stream_name,
                 'revision', e.revision::text, 'commit', e.transaction_id::text, 'position', e.global_position::text))
          INTO v_stored FROM events e WHERE e.event_id = ANY(p_ids);
        IF v_stored IS NOT NULL THEN
          RETURN QUERY SELECT 'stored'::text, NULL::bigint, NULL::text, NULL::text, v_stored;
          RETURN;
        END IF;

        IF p_key IS NOT NULL THEN
          SELECT * INTO v_key FROM idempotency_keys k WHERE k.user_id = p_key_user AND k.key = p_key;
          IF FOUND AND (v_key.state = 'completed' OR v_key.request_hash <> p_key_hash) THEN
            RETURN QUERY SELECT 'key_taken'::text, NULL::bigint, NULL::text, NULL::text,
              jsonb_build_object('requestHash', v_key.request_hash, 'state', v_key.state,
                'status', v_key.response_status, 'body', v_key.response_body);
            RETURN;
          END IF;
        END IF;

        -- The optimistic check: one conditional write on the stream row, which also locks it.
        IF p_expected = -1 THEN
          INSERT INTO event_streams AS s (stream_name, revision) VALUES (p_stream, v_count - 1)
            ON CONFLICT (stream_name) DO NOTHING RETURNING s.revision INTO v_last;
        ELSIF p_expected = -2 THEN
          INSERT INTO event_streams AS s (stream_name, revision) VALUES (p_stream, v_count - 1)
            ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + v_count, updated_at = now()
            RETURNING s.revision INTO v_last;
        ELSE
          UPDATE event_streams s SET revision = s.revision + v_count, updated_at = now()
            WHERE s.stream_name = p_stream AND s.revision = p_expected RETURNING s.revision INTO v_last;
        END IF;
        IF v_last IS NULL THEN
          -- Read committed, a fresh snapshot per statement: an identical append that beat us makes
          -- ours a repeat, not a conflict.
          SELECT jsonb_agg(jsonb_build_object('id', e.event_id, 'stream', e.stream_name,
                   'revision', e.revision::text, 'commit', e.transaction_id::text, 'position', e.global_position::text))
            INTO v_stored FROM events e WHERE e.event_id = ANY(p_ids);
          IF v_stored IS NOT NULL THEN
            RETURN QUERY SELECT 'stored'::text, NULL::bigint, NULL::text, NULL::text, v_stored;
            RETURN;
          END IF;
          -- This sees the revision written by whichever append beat us.
          RETURN QUERY SELECT 'wrong_revision'::text,
            (SELECT s.revision FROM event_streams s WHERE s.stream_name = p_stream), NULL::text, NULL::text, NULL::jsonb;
          RETURN;
        END IF;

        -- The chain (docs/decisions/ledger-integrity.md): each event's hash covers the stream's
        -- previous hash, read under the stream row lock taken just above.
        IF v_last - v_count >= 0 THEN
          SELECT e.hash INTO v_prev FROM events e WHERE e.stream_name = p_stream AND e.revision = v_last - v_count;
        END IF;
        v_prev := coalesce(v_prev, ledger_genesis_hash());
        FOR i IN 1 .. v_count LOOP
          v_prev := sha256(v_prev || ledger_event_encoding(p_stream, v_last - v_count + i, p_types[i], p_data[i],
                                                           p_metadata[i], p_recorded_at[i]));
          v_hashes := v_hashes || v_prev;
        END LOOP;

        WITH inserted AS (
          INSERT INTO events (event_id, stream_name, revision, type, data, metadata, recorded_at, hash)
          SELECT e.id, p_stream, v_last - v_count + e.ord, e.type, e.data, e.metadata, e.recorded_at, e.hash
            FROM unnest(p_ids, p_types, p_data, p_metadata, p_recorded_at, v_hashes)
                 WITH ORDINALITY AS e (id, type, data, metadata, recorded_at, hash, ord)
           ORDER BY e.ord
          RETURNING events.global_position
        )
        SELECT max(i.global_position) INTO v_position FROM inserted i;
        v_commit := pg_current_xact_id();

        IF p_key IS NOT NULL THEN
          INSERT INTO idempotency_keys AS k (user_id, key, request_hash, state, response_status, response_body)
          VALUES (p_key_user, p_key, p_key_hash, 'completed', p_key_status, p_key_body)
          ON CONFLICT (user_id, key) DO UPDATE
            SET state = 'completed', response_status = EXCLUDED.response_status,
                response_body = EXCLUDED.response_body, updated_at = now()
            WHERE k.state <> 'completed' AND k.request_hash = EXCLUDED.request_hash;
          IF NOT FOUND THEN
            -- A twin answered this key in the meantime: undo everything, the caller replays it.
            RAISE EXCEPTION 'Idempotency-Key % was answered by another request', p_key USING ERRCODE = 'CC409';
          END IF;
        END IF;

        RETURN QUERY SELECT 'appended'::text, v_last, v_commit::text, v_position::text, NULL::jsonb;
      END $$`);
    await q.query(`
      CREATE TABLE ledger_seals (
        seal_id bigint PRIMARY KEY,
        sealed_at timestamptz NOT NULL,
        last_commit xid8 NOT NULL,
        last_position bigint NOT NULL,
        event_count bigint NOT NULL,
        stream_count bigint NOT NULL,
        heads_digest bytea NOT NULL,
        previous_digest bytea NOT NULL,
        digest bytea NOT NULL,
        public_key text NOT NULL,
        signature bytea NOT NULL,
        sealed_by text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE ledger_seal_heads (
        seal_id bigint NOT NULL REFERENCES ledger_seals (seal_id),
        stream_name text NOT NULL,
        revision bigint NOT NULL,
        hash bytea NOT NULL,
        PRIMARY KEY (seal_id, stream_name)
      )`);
    await q.query(`
      CREATE FUNCTION ledger_seals_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger seals are append-only: % is not allowed', TG_OP;
      END $$`);
    for (const table of ['ledger_seals', 'ledger_seal_heads']) {
      await q.query(`
        CREATE TRIGGER ${table}_no_update_or_delete BEFORE UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ledger_seals_are_append_only()`);
      await q.query(`
        CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_seals_are_append_only()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ledger_seal_heads`);
    await q.query(`DROP TABLE ledger_seals`);
    await q.query(`DROP FUNCTION ledger_seals_are_append_only`);
    await q.query(`DROP FUNCTION append_events`);
    await new AppendFunction1763700010000().up(q);
    await q.query(`ALTER TABLE events DROP COLUMN hash`);
    await q.query(`DROP FUNCTION ledger_event_encoding`);
    await q.query(`DROP FUNCTION ledger_micros`);
    await q.query(`DROP FUNCTION ledger_genesis_hash`);
    await q.query(`DROP FUNCTION ledger_netstring`);
  }
}
