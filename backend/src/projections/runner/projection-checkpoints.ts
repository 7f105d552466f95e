import { EntityManager } from 'typeorm';
import { GlobalPosition, START_POSITION } from '../../event-store/event-store.port';
import { Projection } from './projection';

// The rows of projection_checkpoints: where each projection has got to in the log.

/**
 * Moves a checkpoint from `from` to `to` in the batch's transaction. Against a second writer (a
 * lock lost with its connection): the row must still hold `from` (or not exist yet, for a first
 * batch), or this throws and the whole batch rolls back, to be read again from the stored
 * checkpoint. A writer that moved it concurrently is waited for, then compared.
 */
export async function moveCheckpoint(
  tx: EntityManager,
  name: string,
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<void> {
  const moved = await tx.query<Array<{ name: string }>>(
    `INSERT INTO projection_checkpoints AS c (name, commit_position, prepare_position, updated_at)
     VALUES ($1, $4, $5, now())
     ON CONFLICT (name) DO UPDATE SET commit_position = $4, prepare_position = $5, updated_at = now()
      WHERE c.commit_position = $2 AND c.prepare_position = $3
     RETURNING c.name`,
    [name, from.commit.toString(), from.prepare.toString(), to.commit.toString(), to.prepare.toString()],
  );
  if (moved.length === 0) {
    throw new Error(`projection ${name} moved under this runner; retrying from the stored checkpoint`);
  }
}

/** Sets a checkpoint whatever it held (a rebuild, in the transaction that holds the rebuilt rows). */
export async function saveCheckpoint(tx: EntityManager, name: string, position: GlobalPosition): Promise<void> {
  await tx.query(
    `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, updated_at)
     VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO UPDATE SET commit_position = $2, prepare_position = $3, updated_at = now()`,
    [name, position.commit.toString(), position.prepare.toString()],
  );
}

/** Empties the projections' tables and forgets their checkpoints (they replay from the start). */
export async function resetProjections(tx: EntityManager, projections: readonly Projection[]): Promise<void> {
  for (const projection of projections) {
    for (const table of projection.tables) await tx.query(`TRUNCATE TABLE ${table}`);
    await tx.query(`DELETE FROM projection_checkpoints WHERE name = $1`, [projection.name]);
  }
}

/** A checkpoint row's position. */
export function checkpointPosition(row: { commit_position: string; prepare_position: string }): GlobalPosition {
  return { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
}

/** Where these projections have got to, by name (a projection with no row yet is missing). */
export async function readCheckpoints(
  db: EntityManager,
  names: readonly string[],
): Promise<Map<string, GlobalPosition>> {
  const rows = await db.query<Array<{ name: string; commit_position: string; prepare_position: string }>>(
    `SELECT name, commit_position, prepare_position FROM projection_checkpoints WHERE name = ANY($1)`,
    [names],
  );
  return new Map(rows.map((row) => [row.name, checkpointPosition(row)]));
}

/** Where one projection has got to (the start of the log if it has no row yet). */
export async function readCheckpoint(db: EntityManager, name: string): Promise<GlobalPosition> {
  const rows = await db.query<Array<{ commit_position: string; prepare_position: string }>>(
    `SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ? checkpointPosition(rows[0]) : START_POSITION;
}

/** A batch that changed none of its projection's rows: only its checkpoint moves. */
export interface Untouched {
  name: string;
  from: GlobalPosition;
  to: GlobalPosition;
}

/**
 * Moves the checkpoints of batches that changed no row, in one statement. Each row must still hold
 * the checkpoint its batch was read from (moveCheckpoint's guard); returns the names that moved.
 */
export async function advanceCheckpoints(db: EntityManager, untouched: readonly Untouched[]): Promise<Set<string>> {
  // TypeORM answers UPDATE … RETURNING as [rows, affected] on PostgreSQL. (Read as the rows, it
  // named no projection: every untouched checkpoint was dropped from memory and read back from
  // the table by the next round, one query per projection per round.)
  const [moved] = await db.query<[Array<{ name: string }>, number]>(
    `UPDATE projection_checkpoints AS c
        SET commit_position = v.to_commit, prepare_position = v.to_prepare, updated_at = now()
       FROM json_to_recordset($1::json)
         AS v(name text, from_commit numeric, from_prepare numeric, to_commit numeric, to_prepare numeric)
      WHERE c.name = v.name AND c.commit_position = v.from_commit AND c.prepare_position = v.from_prepare
    RETURNING c.name`,
    [
      JSON.stringify(
        untouched.map((u) => ({
          name: u.name,
          from_commit: u.from.commit.toString(),
          from_prepare: u.from.prepare.toString(),
          to_commit: u.to.commit.toString(),
          to_prepare: u.to.prepare.toString(),
        })),
      ),
    ],
  );
  return new Set(moved.map((row) => row.name));
}
