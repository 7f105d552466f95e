import { randomUUID } from 'node:crypto';
import { Decider, DomainEvent, fold } from '../../domain/shared/decider';
import { failedBeforeSending, isDatabaseUnavailable } from '../database/connection-faults';
import {
  AppendResult,
  ChainedAppend,
  EventMetadata,
  EventStore,
  IdempotencyRecord,
  WrongExpectedRevisionError,
} from '../../event-store/event-store.port';
import { noteWritten } from './written-position';

export interface CommandContext {
  correlationId: string;
  causationId?: string;
  actorUserId: string | null;
}

export interface Executed<Event, State> {
  events: Event[];
  state: State;
  /** null when the decider decided nothing (an idempotent repeat). */
  appended: AppendResult | null;
}

/**
 * Decide on the stream's state, append with the revision that state was folded from. The state is
 * remembered between commands (StateCache), so a command on a known stream is one append. A
 * concurrent writer makes the append fail with WrongExpectedRevisionError: then fold in what it
 * appended and decide again (a few times), so rules like "never below zero" hold under any
 * concurrency, across processes too.
 */
export function executeCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  options: ExecuteOptions<Event> = {},
): Promise<Executed<Event, State>> {
  const executed = new Promise<Executed<Event, State>>((resolve, reject) => {
    const queued: Queued<Event, State> = {
      store,
      decider,
      command,
      context,
      options,
      resolve,
      reject,
    };
    let queue = queues.get(streamName);
    if (!queue) {
      queue = { waiting: [], running: false };
      queues.set(streamName, queue);
    }
    queue.waiting.push(queued as unknown as Queued<DomainEvent, unknown>);
    if (!queue.running) void drain(streamName, queue);
  });
  // In the caller's async context: its answer carries the position (the chain may be appended in another's).
  return executed.then((result) => {
    noteWritten(result.appended?.position);
    return result;
  });
}

interface ExecuteOptions<Event> {
  eventId?: (event: Event, index: number) => string;
  maxAttempts?: number;
  /** Extra metadata on every event appended (an admin's reason, the payment intent, ...). */
  metadata?: EventMetadata;
  /**
   * The Idempotency-Key answer to store with the events (in the append's transaction where the store
   * can). It may run in another command's async context (commands queued on one stream are decided
   * together), so it must not read the request from async storage: capture what it needs first.
   */
  idempotency?: (events: Event[], state: unknown) => IdempotencyRecord | undefined;
}

interface Queued<Event extends DomainEvent, State> {
  store: EventStore;
  decider: Decider<unknown, Event, State>;
  command: unknown;
  context: CommandContext;
  options: ExecuteOptions<Event>;
  resolve: (executed: Executed<Event, State>) => void;
  reject: (error: unknown) => void;
}

interface StreamQueue {
  waiting: Array<Queued<DomainEvent, unknown>>;
  running: boolean;
}

/** The most commands of one stream decided together and appended as one chain. */
export const MAX_CHAIN = 32;

const queues = new Map<string, StreamQueue>();

/**
 * Commands on one stream run one group after another inside this process. Correctness never
 * depends on it (the expected-revision check does that, across processes too); it spares a hot
 * stream, such as a wallet hit by 50 requests at once, a storm of conflicts and retries, and it lets
 * the commands that queued up while one append was running be decided one after another on the
 * state each leaves and appended as one chain (one round trip; see runChain).
 */
async function drain(streamName: string, queue: StreamQueue): Promise<void> {
  queue.running = true;
  try {
    while (queue.waiting.length > 0) {
      const first = queue.waiting[0]!; // not empty
      let size = 1;
      while (
        size < queue.waiting.length &&
        size < MAX_CHAIN &&
        queue.waiting[size]!.store === first.store &&
        queue.waiting[size]!.decider === first.decider
      ) {
        size++;
      }
      const group = queue.waiting.splice(0, size);
      if (group.length > 1 && first.store.appendChain) await runChain(streamName, group);
      else for (const queued of group) await runAlone(streamName, queued);
    }
  } finally {
    queue.running = false;
    if (queues.get(streamName) === queue && queue.waiting.length === 0) queues.delete(streamName);
  }
}

async function runAlone<Event extends DomainEvent, State>(streamName: string, q: Queued<Event, State>): Promise<void> {
  try {
    q.resolve(await decideAndAppend(q.store, streamName, q.decider, q.command, q.context, q.options));
  } catch (error) {
    q.reject(error);
  }
}

/**
 * Several commands of one stream at once: each is decided on the state the one before it leaves,
 * and their appends go as one chain, each expecting the revision the one before leaves and tried
 * only if that one was appended. A command refused (or with nothing to do) on that assumed state,
 * and every command after a link that was not appended, runs again on its own afterwards, on the
 * stream's real state: so nothing is ever decided on a state that did not come true.
 */
async function runChain<Event extends DomainEvent, State>(
  streamName: string,
  group: Array<Queued<Event, State>>,
): Promise<void> {
  const { store, decider } = group[0]!; // a group is never empty
  const cache = stateCacheOf<State>(store, decider);
  if (!cache.get(streamName)) {
    // Unknown stream: the first command loads it; the rest are chained on what it leaves.
    await runAlone(streamName, group[0]!);
    group = group.slice(1);
    if (group.length === 1 || !cache.get(streamName)) {
      for (const q of group) await runAlone(streamName, q);
      return;
    }
  }
  const known = cache.get(streamName)!; // checked above
  let state = known.state;
  let revision = known.revision;
  const links: Array<{ q: Queued<Event, State>; events: Event[]; state: State; append: ChainedAppend }> = [];
  const later: Array<Queued<Event, State>> = [];
  for (const q of group) {
    let events: Event[];
    try {
      events = q.decider.decide(q.command, state);
    } catch {
      later.push(q);
      continue;
    }
    if (events.length === 0) {
      later.push(q);
      continue;
    }
    const next = events.reduce((s, e) => q.decider.evolve(s, e), state);
    links.push({
      q,
      events,
      state: next,
      append: {
        events: newEvents(events, metadataOf(q.context, q.options), q.options),
        options: { expectedRevision: revision, idempotency: q.options.idempotency?.(events, next) },
      },
    });
    state = next;
    revision = (revision === 'no_stream' ? -1 : revision) + events.length;
  }
  let results: Array<AppendResult | null> = [];
  if (links.length > 0) {
    try {
      const chain = links.map((l) => l.append);
      results = await appendOnce(() => store.appendChain!(streamName, chain)); // checked by drain
    } catch (error) {
      if (error instanceof CommitOutcomeUnknownError) {
        // Deciding these again could append them a second time under new ids: say so instead.
        cache.delete(streamName);
        for (const link of links) link.q.reject(error);
        for (const q of later) await runAlone(streamName, q);
        return;
      }
      results = [];
    }
  }
  let appended = 0;
  for (const link of links) {
    const result = results[appended];
    if (!result) break;
    cache.set(streamName, { state: link.state, revision: result.nextExpectedRevision });
    link.q.resolve({ events: link.events, state: link.state, appended: result });
    appended++;
  }
  if (appended < links.length) cache.delete(streamName);
  for (const link of links.slice(appended)) await runAlone(streamName, link.q);
  for (const q of later) await runAlone(streamName, q);
}

function metadataOf<Event>(context: CommandContext, options: ExecuteOptions<Event>): EventMetadata {
  return {
    ...options.metadata,
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.correlationId,
    actorUserId: context.actorUserId,
  };
}

function newEvents<Event extends DomainEvent>(
  events: Event[],
  metadata: EventMetadata,
  options: ExecuteOptions<Event>,
) {
  return events.map((event, index) => ({
    id: options.eventId ? options.eventId(event, index) : randomUUID(),
    type: event.type,
    data: event.data,
    metadata,
  }));
}

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  options: ExecuteOptions<Event>,
): Promise<Executed<Event, State>> {
  const maxAttempts = options.maxAttempts ?? 10;
  const cache = stateCacheOf<State>(store, decider);
  const metadata = metadataOf(context, options);
  for (let attempt = 1; ; attempt++) {
    let known = cache.get(streamName);
    let fresh = false;
    if (!known) {
      known = await load(store, streamName, decider);
      fresh = true;
    }
    let events: Event[];
    try {
      events = decider.decide(command, known.state);
    } catch (error) {
      // A refusal decided on remembered state is checked against the stream first: another
      // instance (or a writer outside executeCommand) may have changed it since.
      if (!fresh && (await catchUp(store, streamName, decider, cache, known))) continue;
      throw error;
    }
    if (events.length === 0) {
      if (!fresh && (await catchUp(store, streamName, decider, cache, known))) continue;
      return { events, state: known.state, appended: null };
    }
    const state = events.reduce((s, e) => decider.evolve(s, e), known.state);
    // Built once: a repeat after a lost answer must carry the same event ids (see appendOnce).
    const attemptEvents = newEvents(events, metadata, options);
    const appendOptions = { expectedRevision: known.revision, idempotency: options.idempotency?.(events, state) };
    try {
      const appended = await appendOnce(() => store.appendToStream(streamName, attemptEvents, appendOptions));
      const expectedNext = (known.revision === 'no_stream' ? -1 : known.revision) + events.length;
      // An idempotent repeat answers the revision of the events it found, which says nothing
      // about the stream's head: forget the stream rather than remember a wrong revision.
      if (appended.nextExpectedRevision === expectedNext) {
        cache.set(streamName, { state, revision: appended.nextExpectedRevision });
      } else {
        cache.delete(streamName);
      }
      return { events, state, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) {
        cache.delete(streamName);
        throw error;
      }
      // Someone else appended: fold only what they appended onto what we know, decide again.
      await catchUp(store, streamName, decider, cache, known);
      if (attempt >= maxAttempts) throw error;
    }
  }
}

/**
 * Thrown when an append was sent, the connection died before its answer, and the database could not
 * be asked again in time: the events may or may not be recorded. The HTTP answer is 503
 * COMMAND.OUTCOME_UNKNOWN; the same request again (same Idempotency-Key) is never applied twice.
 */
export class CommitOutcomeUnknownError extends Error {
  readonly code = 'COMMAND.OUTCOME_UNKNOWN';
  constructor(cause: unknown) {
    super('The database connection was lost after this change was sent, so whether it was saved is not known.', {
      cause,
    });
  }
}

/** Back-off between asking the store again about an append whose answer was lost (about 6 s in all). */
const OUTCOME_RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000, 2000];

/**
 * An append whose connection died after it was sent may have committed (issue 22: a confirmation
 * answered 503 though the match settled). Its outcome is asked by sending the very same append
 * again, with the same event ids and expected revision: the store answers a repeat of events it
 * holds with where they are (committed: the command succeeded) and appends them otherwise (it had
 * not: it succeeds now, once). Only when the database stays out of reach is the outcome unknown.
 */
async function appendOnce<Result>(append: () => Promise<Result>): Promise<Result> {
  try {
    return await append();
  } catch (error) {
    // Not reached the server (refused at connect): certainly not done, a plain "unavailable".
    if (!isDatabaseUnavailable(error) || failedBeforeSending(error)) throw error;
    let last: unknown = error;
    for (const delay of OUTCOME_RETRY_DELAYS_MS) {
      await new Promise((done) => setTimeout(done, delay));
      try {
        return await append();
      } catch (again) {
        if (!isDatabaseUnavailable(again)) throw again;
        last = again;
      }
    }
    throw new CommitOutcomeUnknownError(last);
  }
}

/**
 * The stream's current state, for a check another stream's command needs (a deposit consults the
 * player's limits and the wallet's past deposits): the remembered state plus whatever was appended
 * since (one read of the tail), or a full fold of a stream not remembered.
 */
export async function readState<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
): Promise<State> {
  const cache = stateCacheOf<State>(store, decider);
  const known = cache.get(streamName);
  if (!known) {
    const loaded = await load(store, streamName, decider);
    cache.set(streamName, loaded);
    return loaded.state;
  }
  await catchUp(store, streamName, decider, cache, known);
  return cache.get(streamName)?.state ?? known.state;
}

interface KnownState<State> {
  state: State;
  /** The revision of the last event folded into `state`. */
  revision: number | 'no_stream';
}

async function load<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
): Promise<KnownState<State>> {
  const recorded = await store.readStream(streamName);
  return {
    state: fold(
      decider,
      recorded.map((e) => ({ type: e.type, data: e.data }) as Event),
    ),
    revision: recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.revision,
  };
}

/** Folds the events appended after `known` into it (and remembers the result). False when there were none. */
async function catchUp<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  cache: StateCache<State>,
  known: KnownState<State>,
): Promise<boolean> {
  const fromRevision = known.revision === 'no_stream' ? 0 : known.revision + 1;
  const recorded = await store.readStream(streamName, { fromRevision });
  if (recorded.length === 0) {
    cache.set(streamName, known);
    return false;
  }
  cache.set(streamName, {
    state: recorded
      .map((e) => ({ type: e.type, data: e.data }) as Event)
      .reduce((s, e) => decider.evolve(s, e), known.state),
    revision: recorded[recorded.length - 1]!.revision, // not empty: returned above when it was
  });
  return true;
}

/**
 * The state of recently used streams, per store and decider, so that a command is one append
 * instead of a read of the whole stream, a fold and an append. It is only a guess: the append's
 * expected revision checks it, and a conflict folds in just the events appended since. States are
 * immutable (evolve returns new objects), so a failed decision never corrupts what is remembered.
 * Bounded: the least recently used streams are forgotten.
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
const stateCaches = new WeakMap<EventStore, WeakMap<object, StateCache<unknown>>>();

function stateCacheOf<State>(store: EventStore, decider: object): StateCache<State> {
  let byDecider = stateCaches.get(store);
  if (!byDecider) {
    byDecider = new WeakMap();
    stateCaches.set(store, byDecider);
  }
  let cache = byDecider.get(decider);
  if (!cache) {
    cache = new StateCache<unknown>(STATE_CACHE_CAPACITY);
    byDecider.set(decider, cache);
  }
  return cache as StateCache<State>;
}
