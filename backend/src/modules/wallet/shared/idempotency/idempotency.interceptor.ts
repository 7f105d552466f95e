import { createHash } from 'node:crypto';
import {
  BadRequestException,
  CallHandler,
  ConflictException,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { Request, Response } from 'express';
import { Observable, catchError, from, mergeMap, throwError } from 'rxjs';
import { DomainError } from '../../../../domain/shared/decider';
import { IdempotencyStore } from './idempotency.store';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  invalid: 400,
  conflict: 409,
  not_found: 404,
  forbidden: 403,
};

/** The Idempotency-Key a request carries (the interceptor has checked it), for ids derived from it. */
export function idempotencyKeyOf(req: Request): string | undefined {
  return req.header('idempotency-key') ?? undefined;
}

/**
 * `Idempotency-Key` on a money POST: the same key with the same request answers the first answer
 * again with no second effect; the same key with a different request is a 409. Keys belong to the
 * signed-in user (the guards run first). Use with `@Idempotent()` on a route.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly keys: IdempotencyStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = idempotencyKeyOf(req);
    const user: { id?: string } | undefined = req.user;
    const userId = user?.id;
    if (key === undefined || !userId) return next.handle();
    if (!KEY_PATTERN.test(key)) {
      throw new BadRequestException({
        message: 'The Idempotency-Key header must be 1 to 255 visible characters.',
        code: 'IDEMPOTENCY.INVALID_KEY',
      });
    }
    const successStatus =
      (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ??
      (req.method === 'POST' ? 201 : 200);

    return from(this.keys.begin(userId, key, requestHash(req))).pipe(
      mergeMap((outcome) => {
        switch (outcome.kind) {
          case 'different_request':
            throw new ConflictException({
              message:
                'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
              code: 'IDEMPOTENCY.KEY_REUSED',
            });
          case 'in_progress':
            throw new ConflictException({
              message: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
              code: 'IDEMPOTENCY.IN_PROGRESS',
            });
          case 'replay':
            res.setHeader('Idempotent-Replayed', 'true');
            if (outcome.status >= 400) throw new HttpException(outcome.body as object, outcome.status);
            return [outcome.body];
          case 'started':
            return this.run(next, userId, key, successStatus);
        }
      }),
    );
  }

  private run(next: CallHandler, userId: string, key: string, successStatus: number): Observable<unknown> {
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        await this.keys.complete(userId, key, successStatus, body);
        return body;
      }),
      catchError((error: unknown) => {
        const answer = storableAnswer(error);
        const settled = answer
          ? this.keys.complete(userId, key, answer.status, answer.body)
          : this.keys.release(userId, key);
        return from(settled.catch(() => undefined)).pipe(mergeMap(() => throwError(() => error)));
      }),
    );
  }
}

/** Decorate a money POST route. */
export const Idempotent = () => UseInterceptors(IdempotencyInterceptor);

/**
 * A refusal that will be the same next time (a bad amount, insufficient balance) is kept and
 * replayed. Conflicts, throttling and server errors are not: the key is released so a retry runs
 * again, which is safe because the command ids come from the key.
 */
function storableAnswer(error: unknown): { status: number; body: { message: string; code?: string } } | null {
  if (error instanceof DomainError) {
    const status = STATUS_BY_KIND[error.kind];
    return status === 409 ? null : { status, body: { message: error.message, code: error.code } };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status < 400 || status >= 500 || status === 409 || status === 429) return null;
    const response = error.getResponse() as string | { message?: unknown; code?: unknown };
    if (typeof response === 'string') return { status, body: { message: response } };
    const raw = Array.isArray(response.message) ? (response.message[0] as unknown) : response.message;
    const message = typeof raw === 'string' ? raw : error.message;
    return { status, body: typeof response.code === 'string' ? { message, code: response.code } : { message } };
  }
  return null;
}

/** The method, path and body, with object keys sorted so key order does not make a request "different". */
function requestHash(req: Request): string {
  return createHash('sha256')
    .update(JSON.stringify([req.method, req.originalUrl, canonical(req.body)]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
