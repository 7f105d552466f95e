import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event-store.port';
import { ProjectionRows, RowsMode, Schema } from './projection-rows';

/**
 * A subscriber fed by the runner. `apply` runs inside the runner's transaction, together with the
 * checkpoint update, so an event is applied exactly once even across crashes.
 */
export interface Projection {
  readonly name: string;
  /** The tables this projection owns; `projections:rebuild` empties them and replays every event. */
  readonly tables: readonly string[];
  apply(event: RecordedEvent, tx: EntityManager): Promise<void>;
}

/**
 * A read model. Events change rows in memory (`applyTo`); the runner flushes them as set-based
 * statements once per batch. A live batch and a rebuild of the whole log go through the same code;
 * only the batch size and whether a row not seen yet is read from the database differ.
 */
export abstract class RowProjection implements Projection {
  abstract readonly name: string;
  abstract readonly tables: readonly string[];
  /** Every table the projection reads or writes, with its key and lookups. */
  abstract readonly schema: Schema;

  abstract applyTo(event: RecordedEvent, rows: ProjectionRows): Promise<void>;

  rows(mode: RowsMode, tx: () => EntityManager): ProjectionRows {
    return new ProjectionRows(this.schema, mode, tx);
  }

  /** One event on its own (a batch of one). */
  async apply(event: RecordedEvent, tx: EntityManager): Promise<void> {
    const rows = this.rows('live', () => tx);
    await this.applyTo(event, rows);
    await rows.flush();
  }
}

export const PROJECTIONS = Symbol('PROJECTIONS');
