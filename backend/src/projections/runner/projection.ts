import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../event-store/event-store.port';

/**
 * A read model. `apply` runs inside the runner's transaction, together with the checkpoint
 * update, so an event is applied exactly once even across crashes.
 */
export interface Projection {
  readonly name: string;
  /** The tables this projection owns; `projections:rebuild` empties them and replays every event. */
  readonly tables: readonly string[];
  apply(event: RecordedEvent, tx: EntityManager): Promise<void>;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
