import { randomUUID } from 'node:crypto';
import { Decider, DomainEvent, fold } from '../../domain/shared/decider';
import {
  AppendResult,
  EventMetadata,
  EventStore,
  WrongExpectedRevisionError,
} from '../../event-store/event-store.port';

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
 * Read the stream, fold it, decide, append with the revision that was read.
 * A concurrent writer makes the append fail with WrongExpectedRevisionError: then decide again
 * on the fresh stream (a few times), so rules like "never below zero" hold under any concurrency.
 */
export function executeCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  options: ExecuteOptions<Event> = {},
): Promise<Executed<Event, State>> {
  return inStreamQueue(streamName, () => decideAndAppend(store, streamName, decider, command, context, options));
}

interface ExecuteOptions<Event> {
  eventId?: (event: Event, index: number) => string;
  maxAttempts?: number;
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Commands on one stream run one after another inside this process. Correctness never depends on
 * it (the expected-revision check does that, across processes too); it only spares a hot stream,
 * such as a wallet hit by 50 requests at once, a storm of conflicts and retries.
 */
function inStreamQueue<T>(streamName: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(streamName) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  queues.set(streamName, settled);
  void settled.then(() => {
    if (queues.get(streamName) === settled) queues.delete(streamName);
  });
  return next;
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
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamName);
    const past = recorded.map((e) => ({ type: e.type, data: e.data }) as Event);
    const state = fold(decider, past);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, appended: null };
    const metadata: EventMetadata = {
      correlationId: context.correlationId,
      causationId: context.causationId ?? context.correlationId,
      actorUserId: context.actorUserId,
    };
    try {
      const appended = await store.appendToStream(
        streamName,
        events.map((event, index) => ({
          id: options.eventId ? options.eventId(event, index) : randomUUID(),
          type: event.type,
          data: event.data,
          metadata,
        })),
        { expectedRevision: recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.revision },
      );
      return { events, state: events.reduce((s, event) => decider.evolve(s, event), state), appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
      // Back off a little with jitter so racing writers do not collide in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 5 * attempt)));
    }
  }
}
