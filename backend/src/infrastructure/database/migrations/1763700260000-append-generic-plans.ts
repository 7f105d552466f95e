import { MigrationInterface, QueryRunner } from 'typeorm';

const APPEND_EVENTS = `append_events(text, bigint, uuid[], text[], jsonb[], jsonb[], timestamptz[], text, text, text, integer, jsonb)`;

/**
 * Issue 28: `append_events` plans its statements once per connection. PL/pgSQL lets PostgreSQL
 * choose, per statement, between a generic plan and one made for each call's values, and for the
 * repeat check (`… WHERE e.event_id = ANY(p_ids)`) it kept choosing a new plan on every call:
 * pg_stat_statements showed 0.12–0.23 ms of planning per append against 0.02–0.04 ms of execution.
 * Every statement of the function is an index lookup or a write whatever the values, so the generic
 * plan is the right one for all of them (EXPLAIN EXECUTE of the repeat check's generic plan: a
 * bitmap index scan on `events_event_id_key`). Measured alone (one connection, groups of 10 appends):
 * PostgreSQL CPU per append 0.61–0.80 → 0.44–0.64 ms.
 * A later `CREATE OR REPLACE FUNCTION append_events` drops this setting: repeat it there.
 */
export class AppendGenericPlans1763700260000 implements MigrationInterface {
  name = 'AppendGenericPlans1763700260000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER FUNCTION ${APPEND_EVENTS} SET plan_cache_mode = force_generic_plan`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER FUNCTION ${APPEND_EVENTS} RESET plan_cache_mode`);
  }
}
