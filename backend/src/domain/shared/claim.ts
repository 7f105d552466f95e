import { Decider } from './decider';

export interface Claim<Data> {
  type: 'Claim';
  data: Data;
}

/**
 * A name held for good by whoever claims it first (an e-mail address, a bank transfer's reference):
 * the stream's first event wins, and any later claim, by anyone, decides nothing. The state is the
 * winning claim (null while unclaimed), so the caller learns who holds the name. The event's id is
 * derived from `subjectOf`, so the same claim retried never appends twice.
 */
export function claimDecider<Type extends string, Data extends object>(
  eventType: Type,
  subjectOf: (data: Data) => string,
): Decider<Claim<Data>, { type: Type; data: Data }, Data | null> {
  return {
    decide: (command, state) => (state === null ? [{ type: eventType, data: command.data }] : []),
    evolve: (state, event) => state ?? event.data,
    initialState: () => null,
    eventSubject: (event) => subjectOf(event.data),
  };
}
