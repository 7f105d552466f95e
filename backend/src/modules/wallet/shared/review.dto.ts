import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../infrastructure/http/paging';
import { trim } from '../../../infrastructure/http/text-transforms';

/** Approving or paying out: a note is optional (a default one is recorded). */
export class ApproveDto {
  @ApiPropertyOptional({ example: 'Matched bank statement line 2026-11-21 #14' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason?: string;
}

/** Rejecting always says why: the player and the audit trail both need it. */
export class RejectDto {
  @ApiProperty({ example: 'No matching transfer received' })
  @Transform(trim)
  @IsString({ message: 'A reason is required.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason: string;
}

/** `?status=pending`, and optionally `&page=&pageSize=&search=` for the paged answer. */
export class StatusQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['pending', 'completed', 'rejected'] })
  @IsOptional()
  @IsIn(['pending', 'completed', 'rejected'], { message: 'Status must be pending, completed or rejected.' })
  status?: 'pending' | 'completed' | 'rejected';
}
