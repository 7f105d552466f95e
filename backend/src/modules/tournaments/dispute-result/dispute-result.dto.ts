import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../infrastructure/http/text-transforms';

export class DisputeResultDto {
  @ApiProperty({ example: 'The second set was 6-4 to us.' })
  @Transform(trim)
  @IsString({ message: 'A reason is required.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(1000, { message: 'The reason must be at most 1000 characters.' })
  reason: string;
}
