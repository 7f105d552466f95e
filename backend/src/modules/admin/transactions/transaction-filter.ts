/**
 * The admin transactions list's filters (type, status, amount range, date range, search), shared by
 * the paged list and its CSV export so the export is exactly what is on screen. A bad filter is a
 * 400 with a code and changes nothing.
 */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { DomainError } from '../../../domain/shared/decider';
import { Cents, formatCents, parseMoney } from '../../../domain/shared/money';
import { parseInstant } from '../../../infrastructure/http/csv-stream';
import { PageQueryDto } from '../../../infrastructure/http/paging';
import { trim } from '../../../infrastructure/http/text-transforms';

export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'credit', 'debit', 'entry_fee', 'refund', 'prize'] as const;
export const TRANSACTION_STATUSES = ['pending', 'completed', 'rejected'] as const;

/**
 * The list's query: paging and search, and the filters, checked by `transactionFilter` (which says
 * what is wrong). The export takes the same query; it ignores the paging.
 */
export class TransactionListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TRANSACTION_TYPES })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(50)
  type?: string;

  @ApiPropertyOptional({ enum: TRANSACTION_STATUSES })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(50)
  status?: string;

  @ApiPropertyOptional({ example: '10.00', description: 'Smallest amount, inclusive.' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  minAmount?: string;

  @ApiPropertyOptional({ example: '500.00', description: 'Largest amount, inclusive.' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  maxAmount?: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'Created at or after (date or ISO-8601 instant).' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-01', description: 'Created before (date or ISO-8601 instant).' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  to?: string;
}

export interface TransactionFilter {
  type: string | null;
  status: string | null;
  minAmount: string | null;
  maxAmount: string | null;
  from: Date | null;
  to: Date | null;
  like: string | null;
}

/** No filter: every transaction. */
export const NO_TRANSACTION_FILTER: TransactionFilter = {
  type: null,
  status: null,
  minAmount: null,
  maxAmount: null,
  from: null,
  to: null,
  like: null,
};

const blank = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

function amount(prefix: string, name: string, value: string | undefined): Cents | null {
  const text = blank(value);
  if (text === null) return null;
  const cents = parseMoney(text);
  if (cents === null || cents < 0) {
    throw new DomainError(
      `${prefix}.INVALID_AMOUNT`,
      `The ${name} amount must be dollars and cents, for example 12.50.`,
    );
  }
  return cents;
}

function time(prefix: string, name: string, value: string | undefined): Date | null {
  const parsed = parseInstant(blank(value) ?? undefined);
  if (parsed === 'invalid') {
    throw new DomainError(
      `${prefix}.INVALID_TIME`,
      `The ${name} time must be a date or an ISO-8601 instant, for example 2026-11-21T10:00:00Z.`,
    );
  }
  return parsed;
}

/** Checks the filters; `prefix` is the endpoint's error family (TRANSACTIONS, EXPORT). */
export function transactionFilter(
  query: TransactionListQueryDto,
  like: string | null,
  prefix: 'TRANSACTIONS' | 'EXPORT',
): TransactionFilter {
  const type = blank(query.type);
  if (type !== null && !(TRANSACTION_TYPES as readonly string[]).includes(type)) {
    throw new DomainError(`${prefix}.INVALID_TYPE`, `The type must be one of ${TRANSACTION_TYPES.join(', ')}.`);
  }
  const status = blank(query.status);
  if (status !== null && !(TRANSACTION_STATUSES as readonly string[]).includes(status)) {
    throw new DomainError(`${prefix}.INVALID_STATUS`, `The status must be one of ${TRANSACTION_STATUSES.join(', ')}.`);
  }
  const min = amount(prefix, 'smallest', query.minAmount);
  const max = amount(prefix, 'largest', query.maxAmount);
  if (min !== null && max !== null && min > max) {
    throw new DomainError(`${prefix}.INVALID_AMOUNT`, 'The smallest amount must not be more than the largest.');
  }
  const from = time(prefix, 'from', query.from);
  const to = time(prefix, 'to', query.to);
  if (from && to && from >= to) {
    throw new DomainError(`${prefix}.INVALID_RANGE`, 'The from time must be before the to time.');
  }
  return {
    type,
    status,
    minAmount: min === null ? null : formatCents(min),
    maxAmount: max === null ? null : formatCents(max),
    from,
    to,
    like,
  };
}

/**
 * The WHERE clause over `transactions x` (with `users u`, `wallet_deposits d` joined), its
 * parameters numbered from 1; the caller's own parameters follow.
 */
export function transactionWhere(filter: TransactionFilter): { sql: string; params: unknown[] } {
  return {
    sql: `WHERE ($1::text IS NULL OR x.id ILIKE $1 OR x.stripe_payment_intent_id ILIKE $1 OR d.reference ILIKE $1
                 OR x.description ILIKE $1 OR u.email ILIKE $1
                 OR coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') ILIKE $1)
             AND ($2::text IS NULL OR x.type = $2) AND ($3::text IS NULL OR x.status = $3)
             AND ($4::numeric IS NULL OR x.amount >= $4) AND ($5::numeric IS NULL OR x.amount <= $5)
             AND ($6::timestamptz IS NULL OR x.created_at >= $6) AND ($7::timestamptz IS NULL OR x.created_at < $7)`,
    params: [filter.like, filter.type, filter.status, filter.minAmount, filter.maxAmount, filter.from, filter.to],
  };
}
