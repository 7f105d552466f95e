import { EntityManager } from 'typeorm';
import { GlobalPosition } from '../../event-store/event-store.port';
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
