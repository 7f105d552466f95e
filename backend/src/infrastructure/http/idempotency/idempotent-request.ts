import type { Request } from 'express';
import { KeyedRecord } from '../../../event-store/event-store.port';
import type { RecordWithAppend } from '../../event-sourcing/command-executor';

/**
 * A request that carries an Idempotency-Key, as the interceptor checked it. A route whose answer is
 * made true by one append hands `answeredBy(...)` to the command: the append then writes the answer
 * in its own transaction (no write before the work, none after), and says so through `stored()`.
 */
export class IdempotentRequest {
  private answerStored = false;

  constructor(
    readonly userId: string,
    readonly key: string,
    readonly requestHash: string,
  ) {}

  /** What to write with the append: the answer made from the decided events and the state they leave. */
  answeredBy<Event, State>(answer: (events: Event[], state: State) => unknown): RecordWithAppend<Event, State> {
    return {
      recordFor: (events, state): KeyedRecord | undefined => {
        const content = answer(events, state);
        if (content === undefined || this.answerStored) return undefined;
        return { owner: this.userId, key: this.key, fingerprint: this.requestHash, content };
      },
      stored: () => {
        this.answerStored = true;
      },
    };
  }

  /** True once an append wrote the answer: the interceptor has nothing left to store. */
  get stored(): boolean {
    return this.answerStored;
  }
}

const ATTACHED = Symbol('courtcash.idempotent-request');

export function attachIdempotentRequest(req: Request, request: IdempotentRequest): void {
  (req as unknown as Record<symbol, IdempotentRequest>)[ATTACHED] = request;
}

/** The request's checked Idempotency-Key (on routes marked `@Idempotent()`), if it carries one. */
export function idempotencyOf(req: Request): IdempotentRequest | undefined {
  return (req as unknown as Record<symbol, IdempotentRequest | undefined>)[ATTACHED];
}
