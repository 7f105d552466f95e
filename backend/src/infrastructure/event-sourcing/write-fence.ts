import {
  AppendOptions,
  AppendResult,
  ChainedAppend,
  EventStore,
  GlobalPosition,
  NewEvent,
  ReadAllOptions,
  RecordedEvent,
  START_POSITION,
  comparePositions,
} from '../../event-store/event-store.port';
import { noteWritten } from './written-position';

/** How long appends are gathered before the followers are woken for them. */
const NUDGE_AFTER_MS = 10;

/** Something that applies events up to a position: the projection runner, a subscriber host. */
export interface Follower {
  /** `names`: only the read models of these names that this follower applies (none: no wait). */
  waitFor(position: GlobalPosition, timeoutMs: number, names?: readonly string[]): Promise<void>;
  /** A follower that is stopped (shutting down, or stopped by a test) is not waited for. */
  readonly isRunning: boolean;
  /** Look for new events now rather than at the end of an idle wait. */
  nudge?(): void;
}

/**
 * Read-your-writes without making writes wait. Commands answer from the state their decider
 * produced and do not wait for the read models; every append made by this process moves the fence,
 * and a read (GET) waits until every follower (read models, platform mirrors) has passed the fence
 * as it stood when the read arrived. So a client always reads its own write, and any write this
 * instance acknowledged before the read. See docs/decisions/wallet.md "Read your writes".
 */
export class WriteFence {
  private last: GlobalPosition = START_POSITION;
  private readonly followers: Follower[] = [];
  private readonly appendListeners: Array<(streamName: string, position: GlobalPosition) => void> = [];
  private nudge: NodeJS.Timeout | null = null;

  /** The newest position appended through this process. */
  get position(): GlobalPosition {
    return this.last;
  }

  note(position: GlobalPosition | null | undefined, streamName?: string): void {
    if (!position) return;
    noteWritten(position);
    if (comparePositions(position, this.last) > 0) this.last = position;
    this.nudgeSoon();
    if (streamName !== undefined) for (const listener of this.appendListeners) listener(streamName, position);
  }

  /**
   * The followers apply new events within NUDGE_AFTER_MS instead of after their idle poll (up to
   * 250 ms of projection lag). Appends that arrive meanwhile share one wake-up, so a busy instance
   * does not make its projections run in many tiny batches.
   */
  private nudgeSoon(): void {
    if (this.nudge) return;
    this.nudge = setTimeout(() => {
      this.nudge = null;
      for (const follower of this.followers) follower.nudge?.();
    }, NUDGE_AFTER_MS);
    this.nudge.unref();
  }

  /** Told of every append made through this process (a cache of a read model forgets what changed). */
  onAppend(listener: (streamName: string, position: GlobalPosition) => void): void {
    this.appendListeners.push(listener);
  }

  follow(...followers: Follower[]): void {
    this.followers.push(...followers);
  }

  /**
   * Resolves once every follower has applied everything up to `position` (by default everything
   * appended here up to now); with `names`, only the read models of those names.
   */
  async reached(timeoutMs: number, position: GlobalPosition = this.last, names?: readonly string[]): Promise<void> {
    if (comparePositions(position, START_POSITION) === 0) return;
    await Promise.all(this.followers.filter((f) => f.isRunning).map((f) => f.waitFor(position, timeoutMs, names)));
  }

  /** Graceful shutdown: let the followers apply what was acknowledged, within `timeoutMs`. */
  async drain(timeoutMs: number): Promise<void> {
    await this.reached(timeoutMs).catch(() => undefined);
  }

  /** The store with every append noted on this fence. */
  watch(store: EventStore): EventStore {
    return new FencedEventStore(store, this);
  }
}

class FencedEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly fence: WriteFence,
  ) {}

  get kind(): EventStore['kind'] {
    return this.inner.kind;
  }

  async appendToStream(streamName: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const result = await this.inner.appendToStream(streamName, events, options);
    this.fence.note(result.position, streamName);
    return result;
  }

  get appendChain(): EventStore['appendChain'] {
    const inner = this.inner;
    if (!inner.appendChain) return undefined;
    return async (streamName: string, appends: ChainedAppend[]) => {
      const results = await inner.appendChain!(streamName, appends); // checked above
      for (const result of results) this.fence.note(result?.position, streamName);
      return results;
    };
  }

  readStream(streamName: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamName, options);
  }

  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.inner.readAll(options);
  }

  headPosition(): Promise<GlobalPosition> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
