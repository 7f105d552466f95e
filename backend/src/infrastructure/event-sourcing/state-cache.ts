import { BoundedMap } from '../bounded-map';

/** A stream's state as folded up to `revision`, the revision of the last event folded into it. */
export interface KnownState<State> {
  state: State;
  revision: number | 'no_stream';
}

/**
 * The state of recently used streams, so that a command is one append instead of a read of the
 * whole stream, a fold and an append. It is only a guess: the append's expected revision checks it,
 * and a conflict folds in just the events appended since. States are immutable (evolve returns new
 * objects), so a failed decision never corrupts what is remembered. Bounded: the least recently
 * used streams are forgotten.
 */
export class StateCache<State> {
  private readonly entries: BoundedMap<string, KnownState<State>>;

  constructor(capacity: number) {
    this.entries = new BoundedMap(capacity);
  }

  get(streamName: string): KnownState<State> | undefined {
    return this.entries.touch(streamName); // the most recently used
  }

  set(streamName: string, entry: KnownState<State>): void {
    this.entries.set(streamName, entry);
  }

  delete(streamName: string): void {
    this.entries.delete(streamName);
  }

  get size(): number {
    return this.entries.size;
  }
}

export const STATE_CACHE_CAPACITY = 10_000;
