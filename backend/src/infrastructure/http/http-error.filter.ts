import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../../domain/shared/decider';
import { WrongExpectedRevisionError } from '../../event-store/event-store.port';
import { isDatabaseUnavailable } from '../database/connection-faults';
import { ProjectionTimeoutError } from '../event-sourcing/projection-timeout.error';
import { CommitOutcomeUnknownError } from '../event-sourcing/append-once';
import { TooManyRequests } from './send-limits';

const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  conflict: HttpStatus.CONFLICT,
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
};

/** Every error leaves as `{ message, code, statusCode }` where message is a sentence a person can read. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, message, code } = this.describe(exception);
    if (status === 503 && (code === 'SERVICE.DATABASE_UNAVAILABLE' || code === 'COMMAND.OUTCOME_UNKNOWN'))
      this.logger.warn(`database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (status >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : exception);
    if (response.headersSent) return;
    if (exception instanceof TooManyRequests) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json({ message, code, statusCode: status });
  }

  private describe(exception: unknown): { status: number; message: string; code: string } {
    if (exception instanceof DomainError) {
      return { status: STATUS_BY_KIND[exception.kind], message: exception.message, code: exception.code };
    }
    if (exception instanceof WrongExpectedRevisionError) {
      return {
        status: HttpStatus.CONFLICT,
        message: 'Someone else changed this at the same moment. Please try again.',
        code: exception.code,
      };
    }
    if (exception instanceof ProjectionTimeoutError) {
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message: exception.message, code: exception.code };
    }
    if (exception instanceof CommitOutcomeUnknownError) {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        message:
          'The database connection was lost just after this was sent, so whether it was saved is not known yet. Send the same request again with the same Idempotency-Key: it is applied at most once, and the answer then says what happened.',
        code: exception.code,
      };
    }
    if (isDatabaseUnavailable(exception)) {
      // Not a bug in the request: the database dropped the connection or is restarting. Whether a
      // command in flight was recorded is unknown, so the answer says to retry with the same
      // Idempotency-Key (the command ids come from it: a retry never does it twice).
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        message:
          'The service is briefly unavailable (its database is reconnecting). Please try again in a few seconds; a retry with the same Idempotency-Key is never applied twice.',
        code: 'SERVICE.DATABASE_UNAVAILABLE',
      };
    }
    if (isInvalidValueForDatabase(exception)) {
      return {
        status: HttpStatus.BAD_REQUEST,
        message: 'The request contains a value that is not valid.',
        code: 'REQUEST.INVALID_VALUE',
      };
    }
    if (isBodyParserError(exception)) {
      return {
        status: HttpStatus.BAD_REQUEST,
        message: 'The request body is not valid JSON.',
        code: 'REQUEST.INVALID_JSON',
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'string') return { status, message: body, code: codeForStatus(status) };
      const record = body as { message?: unknown; code?: unknown };
      const raw: unknown = Array.isArray(record.message) ? record.message[0] : record.message;
      const message = typeof raw === 'string' && raw.length > 0 ? raw : exception.message;
      return { status, message, code: typeof record.code === 'string' ? record.code : codeForStatus(status) };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Nothing was changed; please try again.',
      code: 'SERVER.UNEXPECTED',
    };
  }
}

/**
 * The code of an HttpException thrown without one (Nest's own 404 for an unknown path, a guard's
 * bare 403): every error body carries a code, so clients branch on it and never on the message.
 */
function codeForStatus(status: number): string {
  if (status === 401) return 'AUTH.UNAUTHORIZED';
  if (status === 403) return 'AUTH.FORBIDDEN';
  if (status === 404) return 'REQUEST.NOT_FOUND';
  if (status === 413) return 'REQUEST.TOO_LARGE';
  if (status === 429) return 'REQUEST.TOO_MANY';
  return status >= 500 ? 'SERVER.UNEXPECTED' : 'REQUEST.INVALID';
}

/** body-parser's JSON failure, raw or as Nest wraps it (a 400 whose cause is the SyntaxError). */
function isBodyParserError(exception: unknown): boolean {
  if (typeof exception !== 'object' || exception === null) return false;
  if ((exception as { type?: string }).type === 'entity.parse.failed') return true;
  const cause = (exception as { cause?: unknown }).cause;
  return exception instanceof HttpException && exception.getStatus() === 400 && cause instanceof SyntaxError;
}

/**
 * A value PostgreSQL refuses to take (malformed uuid/number/date, out of range, bad character):
 * input the validation layer let through, not a server fault. Nothing was written.
 */
const INVALID_VALUE_CODES = new Set(['22P02', '22021', '22P05', '22003', '22007', '22008']);

function isInvalidValueForDatabase(exception: unknown): boolean {
  const driverError = (exception as { driverError?: { code?: string }; code?: string } | null) ?? null;
  const code = driverError?.driverError?.code ?? driverError?.code;
  return typeof code === 'string' && INVALID_VALUE_CODES.has(code);
}
