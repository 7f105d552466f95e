import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event-store.port';
import { Maybe } from './maybe';
import { ProjectionRows } from './projection-rows';
import { Lookups, RowsMode, Schema } from './table-spec';

/**
 * A subscriber fed by the runner, a batch at a time (the events in log order). `applyBatch` runs
 * inside the runner's transaction, together with the checkpoint update, so a batch is applied
 * exactly once even across crashes (or, for a subscriber whose effects live outside that
 * transaction, such as appended events, applied again harmlessly). `lookups`: the rows a dry run
 * of the batch asked for (a row projection reads them first, in one statement per table).
 */
export interface Projection {
  readonly name: string;
  /** The tables this projection owns; `projections:rebuild` empties them and replays every event. */
  readonly tables: readonly string[];
  applyBatch(events: readonly RecordedEvent[], tx: EntityManager, lookups?: Lookups): Promise<void>;
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

  /**
   * The event types `applyTo` acts on; it is called for no other (null: every event). A rebuild
   * otherwise ran (and awaited) every projection for every event, most of which it ignores: 11
   * calls an event where 2 to 4 do something. `event-types.unit.spec.ts` fails when a type that
   * changes a row is missing.
   */
  abstract readonly eventTypes: ReadonlySet<string> | null;

  /**
   * Changes the projection's rows for one event. A hot path may answer without a promise (Maybe,
   * see maybe.ts) when every row it needs is in memory; the runner awaits only a promise.
   */
  abstract applyTo(event: RecordedEvent, rows: ProjectionRows): Maybe<void>;

  /** Whether applyTo acts on events of this type (see eventTypes). */
  handles(type: string): boolean {
    return this.eventTypes === null || this.eventTypes.has(type);
  }

  rows(mode: RowsMode, tx: () => EntityManager): ProjectionRows {
    return new ProjectionRows(this.schema, mode, tx);
  }

  /** The batch's rows change in memory, then go out as one statement per table and change. */
  async applyBatch(events: readonly RecordedEvent[], tx: EntityManager, lookups?: Lookups): Promise<void> {
    const rows = this.rows('live', () => tx);
    if (lookups) await rows.preload(lookups);
    for (const event of events) {
      if (!this.handles(event.type)) continue;
      const applying = this.applyTo(event, rows);
      if (applying) await applying;
    }
    await rows.flush();
  }
}

export const PROJECTIONS = Symbol('PROJECTIONS');

/** A projection that only updates rows another projection owns (and inserts). */
export function updatesOthers(projection: Projection): boolean {
  return (
    projection instanceof RowProjection && Object.values(projection.schema).some((spec) => spec.partial !== undefined)
  );
}
