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
 * The read models as the rest of the app sees them, wherever they are applied: a ProjectionRunner
 * on this thread, or a ProjectionWorker that runs one on a thread of its own (the default, so the
 * projections do not queue behind HTTP requests on the event loop). Injected by this class.
 */
export abstract class ReadModels {
  /** Started and not stopped: only running read models are waited for. */
  abstract readonly isRunning: boolean;
  abstract start(): void;
  abstract stop(): Promise<void>;
  /** Look for new events now rather than at the end of an idle wait. */
  abstract nudge(): void;
  /** Resolves once every projection has applied everything up to `position` (read-your-writes). */
  abstract waitFor(position: GlobalPosition, timeoutMs?: number): Promise<void>;
  /** Each projection's checkpoint, lag, leadership and last failure (for /api/health). */
  abstract status(): Promise<ProjectionStatus[]>;
  /** Applies everything available now, for the projections this instance leads; returns events applied. */
  abstract catchUp(): Promise<number>;
}
