import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Group commit: `append_events_batch` runs append_events for several independent appends (each to
 * its own stream, each with its own expected revision and Idempotency-Key) in one statement, so one
 * round trip and one commit (one WAL flush) carry them all. Each append still gets its own outcome
 * row: a wrong revision or a repeat of one does not stop the others. An error (a unique violation, a
 * deadlock, a key answered by a twin) rolls the whole statement back, and the caller then runs each
 * append on its own. Appends run in stream-name order, so two batches lock streams in the same order.
 * A chain: several appends to one stream, each expecting the revision the one before leaves; an item
 * with `after` runs only if that earlier item appended, and answers 'skipped' otherwise (it was
 * decided on a state that did not come true).
 * p_items: [{ stream, expected, ids, types, data, metadata, recordedAt, keyUser, key, keyHash,
 * keyStatus, keyBody, after? }], as append_events takes them. item: the index in p_items.
 */
export class AppendBatchFunction1763700011000 implements MigrationInterface {
  name = 'AppendBatchFunction1763700011000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION append_events_batch(p_items jsonb)
      RETURNS TABLE (item integer, outcome text, revision_text text, commit_text text, position_text text, detail jsonb)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_item integer;
        v jsonb;
        v_appended integer[] := '{}';
        r record;
      BEGIN
        FOR v_item, v IN
          SELECT (t.ord - 1)::integer, t.e FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t (e, ord)
           ORDER BY t.e->>'stream', t.ord
        LOOP
          item := v_item;
          IF v ? 'after' AND NOT ((v->>'after')::integer = ANY (v_appended)) THEN
            outcome := 'skipped'; revision_text := NULL; commit_text := NULL; position_text := NULL; detail := NULL;
            RETURN NEXT;
            CONTINUE;
          END IF;
          SELECT * INTO r FROM append_events(
              v->>'stream', (v->>'expected')::bigint,
              ARRAY(SELECT x.value::uuid FROM jsonb_array_elements_text(v->'ids') WITH ORDINALITY AS x (value, ord) ORDER BY x.ord),
              ARRAY(SELECT x.value FROM jsonb_array_elements_text(v->'types') WITH ORDINALITY AS x (value, ord) ORDER BY x.ord),
              ARRAY(SELECT x.value FROM jsonb_array_elements(v->'data') WITH ORDINALITY AS x (value, ord) ORDER BY x.ord),
              ARRAY(SELECT x.value FROM jsonb_array_elements(v->'metadata') WITH ORDINALITY AS x (value, ord) ORDER BY x.ord),
              ARRAY(SELECT x.value::timestamptz FROM jsonb_array_elements_text(v->'recordedAt') WITH ORDINALITY AS x (value, ord) ORDER BY x.ord),
              v->>'keyUser', v->>'key', v->>'keyHash', (v->>'keyStatus')::integer, v->'keyBody');
          outcome := r.outcome; revision_text := r.revision::text; commit_text := r.commit_text;
          position_text := r.position_text; detail := r.detail;
          IF r.outcome = 'appended' THEN v_appended := v_appended || v_item; END IF;
          RETURN NEXT;
        END LOOP;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION append_events_batch`);
  }
}
