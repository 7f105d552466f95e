import { GlobalPosition } from '../../event-store/event-store.port';

export interface ProjectionStatus {
  name: string;
  checkpoint: { commit: string; prepare: string };
  /** Events the projection has not applied yet (capped at 10,000). */
  lagEvents: number;
  leader: boolean;
  /** The last failure applying a batch, until a batch succeeds again. */
  lastError: { message: string; at: string } | null;
}

/**
 * The subscribers that append the platform ledger's mirrors, run beside the read models. Reads
 * wait for them too (the write fence), so the finance screens show every mirror of what was
 * acknowledged.
 */
export interface LedgerSubscribers {
  readonly isRunning: boolean;
  nudge(): void;
  /** `names`: only these subscribers (none of them here: nothing to wait for). */
  waitFor(position: GlobalPosition, timeoutMs?: number, names?: readonly string[]): Promise<void>;
  /** Each subscriber's checkpoint, lag, leadership and last failure (for /api/health). */
  status(): Promise<ProjectionStatus[]>;
}

/**
 * The read models as the rest of the app sees them, wherever they are applied (a ProjectionWorker
 * runs them, and the ledger subscribers, on a thread of its own, so they do not queue behind HTTP
 * requests on the event loop). Injected by this class.
 */
export abstract class ReadModels {
  /** Started and not stopped: only running read models are waited for. */
  abstract readonly isRunning: boolean;
  abstract start(): void;
  abstract stop(): Promise<void>;
  /** Look for new events now rather than at the end of an idle wait. */
  abstract nudge(): void;
  /**
   * Resolves once every projection (or only those in `names`) has applied everything up to
   * `position` (read-your-writes).
   */
  abstract waitFor(position: GlobalPosition, timeoutMs?: number, names?: readonly string[]): Promise<void>;
  /** Each projection's checkpoint, lag, leadership and last failure (for /api/health). */
  abstract status(): Promise<ProjectionStatus[]>;
  /** Applies everything available now, for the projections this instance leads; returns events applied. */
  abstract catchUp(): Promise<number>;
  /** The ledger subscribers, applied where the read models are. */
  abstract readonly subscribers: LedgerSubscribers;
}
