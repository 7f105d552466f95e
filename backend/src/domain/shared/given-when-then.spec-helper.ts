/**
 * A given/when/then helper for decider specs (after EventSourcing.NodeJS):
 *
 *   spec(walletDecider).given([...past events]).when(command).then([...expected events])
 *   spec(walletDecider).given([]).when(command).thenThrows('WALLET.INSUFFICIENT_FUNDS')
 */
import { Decider, DomainError, DomainEvent, fold } from './decider';

export interface DeciderSpec<Command, Event extends DomainEvent> {
  given(events: Event[]): {
    when(command: Command): {
      then(expected: Event[]): void;
      thenNothing(): void;
      thenThrows(code: string, messagePattern?: RegExp): void;
    };
  };
}

export function spec<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
): DeciderSpec<Command, Event> {
  return {
    given(events) {
      return {
        when(command) {
          const run = () => decider.decide(command, fold(decider, events));
          return {
            then(expected) {
              expect(run()).toEqual(expected);
            },
            thenNothing() {
              expect(run()).toEqual([]);
            },
            thenThrows(code, messagePattern) {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(DomainError);
              expect((caught as DomainError).code).toBe(code);
              if (messagePattern) expect((caught as DomainError).message).toMatch(messagePattern);
            },
          };
        },
      };
    },
  };
}
