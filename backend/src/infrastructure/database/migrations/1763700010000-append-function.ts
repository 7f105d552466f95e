import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An append in one round trip: `append_events` checks the ids (a repeat answers what is stored),
 * the Idempotency-Key, and the expected revision, inserts the events and records the key's answer,
 * all in the caller's statement (one transaction). See docs/decisions/event-store.md "One round trip".
 * p_expected: -1 'no_stream', -2 'any', n >= 0 the revision of the stream's last event.
 * outcome: 'appended' (revision, commit, position of the last event), 'stored' (some ids exist:
 * detail lists where), 'wrong_revision' (revision = the actual one, NULL without a stream),
 * 'key_taken' (the key answered already or belongs to another request: detail is its row).
 */
export class AppendFunction1763700010000 implements MigrationInterface {
  name = 'AppendFunction1763700010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION append_events(
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

        WITH inserted AS (
          INSERT INTO events (event_id, stream_name, revision, type, data, metadata, recorded_at)
          SELECT e.id, p_stream, v_last - v_count + e.ord, e.type, e.data, e.metadata, e.recorded_at
            FROM unnest(p_ids, p_types, p_data, p_metadata, p_recorded_at)
                 WITH ORDINALITY AS e (id, type, data, metadata, recorded_at, ord)
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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION append_events`);
  }
}
