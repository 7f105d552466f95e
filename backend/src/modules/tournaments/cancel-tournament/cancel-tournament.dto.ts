import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../infrastructure/http/text-transforms';

export class CancelTournamentDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Court closed for rain' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason?: string | null;
}
