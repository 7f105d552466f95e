import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

const SLOT_MESSAGE = 'Choose team 1 or 2 and position 1 or 2.';

/** Both omitted: the first free slot. */
export class JoinTournamentDto {
  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional()
  @IsIn([1, 2], { message: SLOT_MESSAGE })
  teamNumber?: 1 | 2 | null;

  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional()
  @IsIn([1, 2], { message: SLOT_MESSAGE })
  position?: 1 | 2 | null;
}
