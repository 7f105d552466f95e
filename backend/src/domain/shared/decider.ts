/**
 * The decide / evolve / initialState pattern (Emmett). A decider is pure:
 * time, ids and the acting user come in through the command, never from the clock.
 */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
  /**
   * What each event is about (a deposit's id, a withdrawal's id): when given, an event's id is
   * derived from its stream, type and subject, so a retried command can never append it twice.
   */
  eventSubject?(event: Event): string;
}

export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** A business rule refused the command. `code` is stable (e.g. WALLET.INSUFFICIENT_FUNDS); `message` is for people. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /**
     * The HTTP-ish class of the refusal: 'invalid' (400), 'unauthorized' (401: a wrong credential),
     * 'conflict' (409), 'not_found' (404), 'forbidden' (403).
     */
    readonly kind: 'invalid' | 'unauthorized' | 'conflict' | 'not_found' | 'forbidden' = 'invalid',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
