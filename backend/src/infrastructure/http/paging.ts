/**
 * The one way admin lists page: `?page=1&pageSize=50&search=…` in, `{ items, total, page, pageSize }`
 * out. A pageSize over 200 is a 400 (one request stays cheap); search is matched case-insensitively
 * as a substring, with LIKE's wildcards taken literally.
 */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trim } from './text-transforms';

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;

export class PageQueryDto {
  @ApiPropertyOptional({ example: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The page must be a whole number.' })
  @Min(1, { message: 'The page must be 1 or more.' })
  @Max(1_000_000, { message: 'The page must be at most 1,000,000.' })
  page?: number;

  @ApiPropertyOptional({ example: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The page size must be a whole number.' })
  @Min(1, { message: `The page size must be between 1 and ${MAX_PAGE_SIZE}.` })
  @Max(MAX_PAGE_SIZE, { message: `The page size must be between 1 and ${MAX_PAGE_SIZE}.` })
  pageSize?: number;

  @ApiPropertyOptional({ description: 'E-mail or name; tournament name; transaction reference.' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'The search must be text.' })
  @MaxLength(200, { message: 'The search must be at most 200 characters.' })
  search?: string;

  @ApiPropertyOptional({ enum: ['newest', 'oldest'], description: 'By time; each list has its own default.' })
  @IsOptional()
  @IsIn(['newest', 'oldest'], { message: 'The sort must be newest or oldest.' })
  sort?: 'newest' | 'oldest';
}

export interface Page {
  page: number;
  pageSize: number;
  offset: number;
  /** A LIKE pattern ('%term%', wildcards escaped), or null for no search. */
  like: string | null;
  sort: 'newest' | 'oldest' | null;
}

/** The SQL direction of a list's time order: the caller's choice, else the list's default. */
export function direction(page: Page, fallback: 'newest' | 'oldest'): 'ASC' | 'DESC' {
  return (page.sort ?? fallback) === 'newest' ? 'DESC' : 'ASC';
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function toPage(query: PageQueryDto): Page {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const term = query.search?.trim() ?? '';
  return {
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    like: term === '' ? null : `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    sort: query.sort ?? null,
  };
}

/** Whether the caller asked for a page (the lists that predate paging answer a bare array otherwise). */
export function asksForPage(query: PageQueryDto): boolean {
  return (
    query.page !== undefined || query.pageSize !== undefined || query.search !== undefined || query.sort !== undefined
  );
}

export function paged<T>(items: T[], total: number | string, page: Page): Paged<T> {
  return { items, total: Number(total), page: page.page, pageSize: page.pageSize };
}
