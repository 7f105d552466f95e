import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `?page=1&limit=50`: the admin screens' paging (limit capped so one request stays cheap). */
export class AdminPageQueryDto {
  @ApiPropertyOptional({ example: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The page must be a whole number.' })
  @Min(1, { message: 'The page must be 1 or more.' })
  @Max(1_000_000, { message: 'The page must be at most 1,000,000.' })
  page?: number;

  @ApiPropertyOptional({ example: 50, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The limit must be a whole number.' })
  @Min(1, { message: 'The limit must be between 1 and 100.' })
  @Max(100, { message: 'The limit must be between 1 and 100.' })
  limit?: number;
}

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

export function toPage(query: AdminPageQueryDto): Page {
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  return { page, limit, offset: (page - 1) * limit };
}
