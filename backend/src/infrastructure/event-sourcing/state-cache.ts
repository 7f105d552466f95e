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
  private readonly entries = new Map<string, KnownState<State>>();

  constructor(private readonly capacity: number) {}

  get(streamName: string): KnownState<State> | undefined {
    const entry = this.entries.get(streamName);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the stream as the most recently used.
      this.entries.delete(streamName);
      this.entries.set(streamName, entry);
    }
    return entry;
  }

  set(streamName: string, entry: KnownState<State>): void {
    this.entries.delete(streamName);
    this.entries.set(streamName, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(streamName: string): void {
    this.entries.delete(streamName);
  }

  get size(): number {
    return this.entries.size;
  }
}

export const STATE_CACHE_CAPACITY = 10_000;
