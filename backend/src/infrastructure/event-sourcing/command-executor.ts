import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Decider, DomainEvent, fold } from '../../domain/shared/decider';
import {
  AppendResult,
  ChainedAppend,
  EVENT_STORE,
  EventMetadata,
  EventStore,
  GlobalPosition,
  KeyedRecord,
  WrongExpectedRevisionError,
} from '../../event-store/event-store.port';
import { CommitOutcomeUnknownError, appendOnce } from './append-once';
import { deterministicUuid } from './deterministic-id';
import { KnownState, STATE_CACHE_CAPACITY, StateCache } from './state-cache';
import { noteWritten } from './written-position';

export interface CommandContext {
  correlationId: string;
  causationId?: string;
  actorUserId: string | null;
}

/** What a command did: the events it appended, the state they leave, and where they landed. */
export interface Handled<Event, State> {
  /** [] when the decider decided nothing (an idempotent repeat): nothing was appended. */
  events: Event[];
  state: State;
  /** The global position of the append; null when nothing was appended. */
  position: GlobalPosition | null;
}

export interface HandleOptions<Event, State> {
  /** Extra metadata on every event appended (an admin's reason, the payment intent, ...). */
  metadata?: EventMetadata;
  /** Ids for the events; by default derived from the decider's `eventSubject`, else random. */
  eventId?: (event: Event, index: number) => string;
  /**
   * A record to write in the append's own transaction (an Idempotency-Key's answer, built from the
   * decided events and the state they leave), and told when the store wrote it. It may be asked in
   * another command's async context (commands queued on one stream are decided together), so it
   * carries what it needs.
   */
  record?: RecordWithAppend<Event, State>;
}

export interface RecordWithAppend<Event, State> {
  recordFor(events: Event[], state: State): KeyedRecord | undefined;
  /** The store wrote the record with the events. */
  stored(): void;
}

/** How often a command is decided again after another writer appended to its stream first. */
const MAX_ATTEMPTS = 200;
/** The most commands of one stream decided together and appended as one chain. */
export const MAX_CHAIN = 32;

/**
 * The one way a command is carried out: `handle(streamName, decider, command, context)` decides
 * the command on the stream's state and appends the events with the revision that state was folded
 * from. A concurrent writer makes the append fail with WrongExpectedRevisionError: then what it
 * appended is folded in and the command decided again, so rules like "never below zero" hold under
 * any concurrency, across instances too.
 *
 * Two things make it fast, and correctness depends on neither:
 * - the state of recently used streams is remembered (StateCache), so a command on a known stream
 *   is one append, not a read, a fold and an append;
 * - commands on one stream wait their turn inside this process, and those that queued up while an
 *   append was running are decided one after another and appended as one chain (one round trip).
 */
@Injectable()
export class CommandExecutor {
  private readonly queues = new Map<string, StreamQueue>();
  private readonly caches = new WeakMap<object, StateCache<unknown>>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  handle<Command, Event extends DomainEvent, State>(
    streamName: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    context: CommandContext,
    options: HandleOptions<Event, State> = {},
  ): Promise<Handled<Event, State>> {
    const handled = new Promise<Handled<Event, State>>((resolve, reject) => {
      let queue = this.queues.get(streamName);
      if (!queue) {
        queue = { waiting: [], running: false };
        this.queues.set(streamName, queue);
      }
      queue.waiting.push({ decider, command, context, options, resolve, reject } as unknown as Queued);
      if (!queue.running) void this.drain(streamName, queue);
    });
    // In the caller's async context: its answer carries the position (a chain may be appended in another's).
    return handled.then((result) => {
      noteWritten(result.position);
      return result;
    });
  }

  /**
   * The stream's current state, for a check another stream's command needs (a deposit consults the
   * player's limits): the remembered state plus whatever was appended since, or a full fold.
   */
  async state<Command, Event extends DomainEvent, State>(
    streamName: string,
    decider: Decider<Command, Event, State>,
  ): Promise<State> {
    const cache = this.cacheOf<State>(decider);
    const known = cache.get(streamName);
    if (!known) {
      const loaded = await this.load(streamName, decider);
      cache.set(streamName, loaded);
      return loaded.state;
    }
    await this.catchUp(streamName, decider, cache, known);
    return cache.get(streamName)?.state ?? known.state;
  }

  private async drain(streamName: string, queue: StreamQueue): Promise<void> {
    queue.running = true;
    try {
      while (queue.waiting.length > 0) {
        const first = queue.waiting[0]!; // not empty
        let size = 1;
        while (size < queue.waiting.length && size < MAX_CHAIN && queue.waiting[size]!.decider === first.decider)
          size++;
        const group = queue.waiting.splice(0, size);
        if (group.length > 1 && this.store.appendChain) await this.runChain(streamName, group);
        else for (const queued of group) await this.runAlone(streamName, queued);
      }
    } finally {
      queue.running = false;
      if (this.queues.get(streamName) === queue && queue.waiting.length === 0) this.queues.delete(streamName);
    }
  }

  private async runAlone(streamName: string, q: Queued): Promise<void> {
    try {
      q.resolve(await this.decideAndAppend(streamName, q));
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
  private async runChain(streamName: string, group: Queued[]): Promise<void> {
    const decider = group[0]!.decider; // a group is never empty
    const cache = this.cacheOf<unknown>(decider);
    if (!cache.get(streamName)) {
      // Unknown stream: the first command loads it; the rest are chained on what it leaves.
      await this.runAlone(streamName, group[0]!);
      group = group.slice(1);
      if (group.length === 1 || !cache.get(streamName)) {
        for (const q of group) await this.runAlone(streamName, q);
        return;
      }
    }
    const known = cache.get(streamName)!; // checked above
    let state = known.state;
    let revision = known.revision;
    const links: Array<{ q: Queued; events: DomainEvent[]; state: unknown; append: ChainedAppend }> = [];
    const later: Queued[] = [];
    for (const q of group) {
      let events: DomainEvent[];
      try {
        events = decider.decide(q.command, state);
      } catch {
        later.push(q);
        continue;
      }
      if (events.length === 0) {
        later.push(q);
        continue;
      }
      const next = events.reduce((s, e) => decider.evolve(s, e), state);
      links.push({
        q,
        events,
        state: next,
        append: {
          events: newEvents(streamName, decider, events, q),
          options: { expectedRevision: revision, record: q.options.record?.recordFor(events, next) },
        },
      });
      state = next;
      revision = (revision === 'no_stream' ? -1 : revision) + events.length;
    }
    let results: Array<AppendResult | null> = [];
    if (links.length > 0) {
      try {
        const chain = links.map((l) => l.append);
        results = await appendOnce(() => this.store.appendChain!(streamName, chain)); // checked by drain
      } catch (error) {
        if (error instanceof CommitOutcomeUnknownError) {
          // Deciding these again could append them a second time under new ids: say so instead.
          cache.delete(streamName);
          for (const link of links) link.q.reject(error);
          for (const q of later) await this.runAlone(streamName, q);
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
      link.q.resolve(handledOf(link.q, link.events, link.state, result));
      appended++;
    }
    if (appended < links.length) cache.delete(streamName);
    for (const link of links.slice(appended)) await this.runAlone(streamName, link.q);
    for (const q of later) await this.runAlone(streamName, q);
  }

  private async decideAndAppend(streamName: string, q: Queued): Promise<Handled<DomainEvent, unknown>> {
    const { decider, command } = q;
    const cache = this.cacheOf<unknown>(decider);
    for (let attempt = 1; ; attempt++) {
      let known = cache.get(streamName);
      let fresh = false;
      if (!known) {
        known = await this.load(streamName, decider);
        fresh = true;
      }
      let events: DomainEvent[];
      try {
        events = decider.decide(command, known.state);
      } catch (error) {
        // A refusal decided on remembered state is checked against the stream first: another
        // instance (or a writer outside this executor) may have changed it since.
        if (!fresh && (await this.catchUp(streamName, decider, cache, known))) continue;
        throw error;
      }
      if (events.length === 0) {
        if (!fresh && (await this.catchUp(streamName, decider, cache, known))) continue;
        return { events, state: known.state, position: null };
      }
      const state = events.reduce((s, e) => decider.evolve(s, e), known.state);
      // Built once: a repeat after a lost answer must carry the same event ids (see appendOnce).
      const attemptEvents = newEvents(streamName, decider, events, q);
      const appendOptions = { expectedRevision: known.revision, record: q.options.record?.recordFor(events, state) };
      try {
        const appended = await appendOnce(() => this.store.appendToStream(streamName, attemptEvents, appendOptions));
        const expectedNext = (known.revision === 'no_stream' ? -1 : known.revision) + events.length;
        // An idempotent repeat answers the revision of the events it found, which says nothing
        // about the stream's head: forget the stream rather than remember a wrong revision.
        if (appended.nextExpectedRevision === expectedNext) {
          cache.set(streamName, { state, revision: appended.nextExpectedRevision });
        } else {
          cache.delete(streamName);
        }
        return handledOf(q, events, state, appended);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) {
          cache.delete(streamName);
          throw error;
        }
        // Someone else appended: fold only what they appended onto what we know, decide again.
        await this.catchUp(streamName, decider, cache, known);
        if (attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  private async load<State>(
    streamName: string,
    decider: Decider<unknown, DomainEvent, State>,
  ): Promise<KnownState<State>> {
    const recorded = await this.store.readStream(streamName);
    return {
      state: fold(
        decider,
        recorded.map((e) => ({ type: e.type, data: e.data as object })),
      ),
      revision: recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.revision,
    };
  }

  /** Folds the events appended after `known` into it (and remembers the result). False when there were none. */
  private async catchUp<State>(
    streamName: string,
    decider: Decider<unknown, DomainEvent, State>,
    cache: StateCache<State>,
    known: KnownState<State>,
  ): Promise<boolean> {
    const fromRevision = known.revision === 'no_stream' ? 0 : known.revision + 1;
    const recorded = await this.store.readStream(streamName, { fromRevision });
    if (recorded.length === 0) {
      cache.set(streamName, known);
      return false;
    }
    cache.set(streamName, {
      state: recorded.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data as object }), known.state),
      revision: recorded[recorded.length - 1]!.revision, // not empty: returned above when it was
    });
    return true;
  }

  /** One cache per decider: the same stream name folded by another decider is another state. */
  private cacheOf<State>(decider: object): StateCache<State> {
    let cache = this.caches.get(decider);
    if (!cache) {
      cache = new StateCache<unknown>(STATE_CACHE_CAPACITY);
      this.caches.set(decider, cache);
    }
    return cache as StateCache<State>;
  }
}

interface Queued {
  decider: Decider<unknown, DomainEvent, unknown>;
  command: unknown;
  context: CommandContext;
  options: HandleOptions<DomainEvent, unknown>;
  resolve: (handled: Handled<DomainEvent, unknown>) => void;
  reject: (error: unknown) => void;
}

interface StreamQueue {
  waiting: Queued[];
  running: boolean;
}

function handledOf(
  q: Queued,
  events: DomainEvent[],
  state: unknown,
  appended: AppendResult,
): Handled<DomainEvent, unknown> {
  if (appended.recordStored) q.options.record?.stored();
  return { events, state, position: appended.position };
}

function newEvents(
  streamName: string,
  decider: Decider<unknown, DomainEvent, unknown>,
  events: DomainEvent[],
  { context, options }: Queued,
) {
  const metadata: EventMetadata = {
    ...options.metadata,
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.correlationId,
    actorUserId: context.actorUserId,
  };
  return events.map((event, index) => ({
    id: eventIdOf(streamName, decider, event, index, options),
    type: event.type,
    data: event.data,
    metadata,
  }));
}

/**
 * A decider that names what each event is about (`eventSubject`) gets ids derived from it: a retried
 * command can then never append the same event twice, even after a crash.
 */
function eventIdOf(
  streamName: string,
  decider: Decider<unknown, DomainEvent, unknown>,
  event: DomainEvent,
  index: number,
  options: HandleOptions<DomainEvent, unknown>,
): string {
  if (options.eventId) return options.eventId(event, index);
  if (decider.eventSubject) return deterministicUuid(streamName, event.type, decider.eventSubject(event));
  return randomUUID();
}
