import { createHash } from 'node:crypto';
import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { Request, Response } from 'express';
import { Observable, from, lastValueFrom } from 'rxjs';
import { DomainError } from '../../../domain/shared/decider';
import { parseMoney } from '../../../domain/shared/money';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { noteWritten } from '../../event-sourcing/written-position';
import { IdempotentRequest, attachIdempotentRequest } from './idempotent-request';
import { IdempotencyStore, StoredKey } from './idempotency.store';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const MODE = 'courtcash:idempotency-mode';
/** How long a request waits for a twin in another process that holds its key. */
const WAIT_FOR_TWIN_MS = 10_000;

/**
 * 'append': the route's answer is one append, which stores it in its own transaction (the route's
 * command passes `idempotencyOf(req).answeredBy(...)` to it); nothing is written before the work.
 * 'reserve': the key is reserved first.
 */
type Mode = 'append' | 'reserve';

/** The Idempotency-Key a request carries (the interceptor has checked it), for ids derived from it. */
export function idempotencyKeyOf(req: Request): string | undefined {
  return req.header('idempotency-key') ?? undefined;
}

/**
 * `Idempotency-Key` on a money POST: the same key with the same request answers the first answer
 * again with no second effect; the same key with a different request is a 409. A twin that arrives
 * while the first is running waits for its answer. A refusal is not replayed: a retry runs again,
 * since the state that caused it (the balance) may have changed. Keys belong to the signed-in user
 * (the guards run first). Use with `@Idempotent()` on a route.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  /** Requests of this process by user and key: a twin waits for the one running. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly keys: IdempotencyStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = idempotencyKeyOf(req);
    const user: { id?: string } | undefined = req.user;
    const userId = user?.id;
    if (key === undefined || !userId) return next.handle();
    if (!KEY_PATTERN.test(key)) {
      throw new DomainError(
        'IDEMPOTENCY.INVALID_KEY',
        'The Idempotency-Key header must be 1 to 255 visible characters.',
        'invalid',
      );
    }
    const successStatus =
      (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ??
      (req.method === 'POST' ? 201 : 200);
    const mode = (Reflect.getMetadata(MODE, context.getHandler()) as Mode | undefined) ?? 'reserve';
    const request: KeyedRequest = { userId, key, hash: requestHash(req), status: successStatus, res, next };
    if (mode === 'reserve') return from(this.oneAtATime(request, () => this.reserved(request)));
    const idempotent = new IdempotentRequest(userId, key, request.hash);
    attachIdempotentRequest(req, idempotent);
    return from(this.oneAtATime(request, () => this.inAppend(request, idempotent)));
  }

  private async oneAtATime(request: KeyedRequest, work: () => Promise<unknown>): Promise<unknown> {
    const slot = `${request.userId}\n${request.key}`;
    for (let twin = this.running.get(slot); twin; twin = this.running.get(slot)) await twin;
    let finished!: () => void;
    this.running.set(slot, new Promise<void>((resolve) => (finished = resolve)));
    try {
      return await work();
    } finally {
      this.running.delete(slot);
      finished();
    }
  }

  /** The answer is stored by the append itself; the table is read only for repeats and refusals. */
  private async inAppend(request: KeyedRequest, idempotent: IdempotentRequest): Promise<unknown> {
    const { userId, key, hash, status } = request;
    let body: unknown;
    try {
      body = await lastValueFrom(request.next.handle(), { defaultValue: undefined });
    } catch (error) {
      // A repeat the decider refused (the same id again), or the store found the key answered.
      const stored = await this.keys.lookup(userId, key);
      if (stored && (stored.state === 'completed' || stored.requestHash !== hash)) return this.replay(request, stored);
      await this.afterFailure(request, error, false);
      throw error;
    }
    if (idempotent.stored) return body;
    // Nothing new was appended with the answer (a repeat, or a path that appends no wallet event):
    // the first answer to this key wins.
    const stored = await this.keys.lookup(userId, key);
    if (stored && (stored.state === 'completed' || stored.requestHash !== hash)) return this.replay(request, stored);
    await this.keys.complete(userId, key, hash, status, body);
    return body;
  }

  /** Reserve the key, do the work, store the answer. */
  private async reserved(request: KeyedRequest): Promise<unknown> {
    const { userId, key, hash, status } = request;
    const deadline = Date.now() + WAIT_FOR_TWIN_MS;
    let outcome = await this.keys.begin(userId, key, hash);
    // A twin in another process holds the key: wait for its answer rather than refuse.
    while (outcome.kind === 'in_progress' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      outcome = await this.keys.begin(userId, key, hash);
    }
    switch (outcome.kind) {
      case 'different_request':
        throw keyReused();
      case 'in_progress':
        throw new DomainError(
          'IDEMPOTENCY.IN_PROGRESS',
          'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
          'conflict',
        );
      case 'replay':
        return this.replay(request, {
          requestHash: hash,
          state: 'completed',
          status: outcome.status,
          body: outcome.body,
        });
      case 'started':
        break;
    }
    let body: unknown;
    try {
      body = await lastValueFrom(request.next.handle(), { defaultValue: undefined });
    } catch (error) {
      await this.afterFailure(request, error, true);
      throw error;
    }
    // The route may have answered another success status (202: waiting for a second approval).
    await this.keys.complete(userId, key, hash, request.res.statusCode || status, body);
    return body;
  }

  private async replay(request: KeyedRequest, stored: StoredKey): Promise<unknown> {
    if (stored.requestHash !== request.hash) throw keyReused();
    request.res.setHeader('Idempotent-Replayed', 'true');
    // The stored answer does not keep its write's position: the store's head is at or after it, so
    // the replayed answer carries that (read your writes holds; a read may wait a little longer).
    noteWritten(await this.store.headPosition());
    const status = stored.status ?? request.status;
    // Refusals stored before refusals stopped being replayed are still answered as they were.
    if (status >= 400) throw new HttpException(stored.body as object, status);
    // The first answer's own status (a 202 waiting for a second approval stays a 202).
    request.res.status(status);
    return stored.body;
  }

  /**
   * A refusal (a bad amount, insufficient balance) binds the key to this request but is not
   * replayed: a retry runs again. Conflicts, throttling and server errors free a reservation.
   */
  private async afterFailure(request: KeyedRequest, error: unknown, reserved: boolean): Promise<void> {
    const settled = isRefusal(error)
      ? this.keys.refuse(request.userId, request.key, request.hash)
      : reserved
        ? this.keys.release(request.userId, request.key)
        : Promise.resolve();
    await settled.catch(() => undefined);
  }
}

interface KeyedRequest {
  userId: string;
  key: string;
  hash: string;
  status: number;
  res: Response;
  next: CallHandler;
}

/**
 * Decorate a money POST route. `storedByAppend`: the route's answer is made true by one append,
 * which stores it in the same transaction (no write before the work): the route passes
 * `idempotencyOf(req)` to its command, whose handler gives `answeredBy(...)` to the append.
 */
export const Idempotent = (options: { storedByAppend?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(MODE, options.storedByAppend ? 'append' : 'reserve'),
    UseInterceptors(IdempotencyInterceptor),
  );

function keyReused(): DomainError {
  return new DomainError(
    'IDEMPOTENCY.KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    'conflict',
  );
}

function isRefusal(error: unknown): boolean {
  if (error instanceof DomainError) return error.kind !== 'conflict';
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return status >= 400 && status < 500 && status !== 409 && status !== 429;
  }
  return false;
}

/**
 * The method, path and body, with object keys sorted so key order does not make a request
 * "different", and money read as cents so that 50, "50" and "50.00" are the same amount.
 */
export function requestHash(req: Pick<Request, 'method' | 'originalUrl' | 'body'>): string {
  return createHash('sha256')
    .update(JSON.stringify([req.method, req.originalUrl, canonical(req.body)]))
    .digest('hex');
}

const MONEY_FIELD = /amount$|^balance$/i;

function canonical(value: unknown, field = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => canonical(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k], k)]),
    );
  }
  if (MONEY_FIELD.test(field) && (typeof value === 'number' || typeof value === 'string')) {
    const cents = parseMoney(value);
    if (cents !== null) return { cents };
  }
  return value;
}
