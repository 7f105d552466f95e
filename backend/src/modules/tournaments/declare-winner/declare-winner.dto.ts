import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../infrastructure/http/text-transforms';

export class DeclareWinnerDto {
  @ApiProperty({ description: 'A player of the winning team.' })
  @Transform(trim)
  @IsString({ message: 'Winner ID is required' })
  @IsNotEmpty({ message: 'Winner ID is required' })
  @MaxLength(100, { message: 'Winner ID is required' })
  winnerId: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '6-4, 3-6, 7-5' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'The score must be text.' })
  @MaxLength(100, { message: 'The score must be at most 100 characters.' })
  score?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'The video shows team 2 won the deciding set.' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason?: string | null;
}
