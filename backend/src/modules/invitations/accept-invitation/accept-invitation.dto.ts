import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** The slot to take; the first free one when left out. */
export class AcceptInvitationDto {
  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional()
  @IsIn([1, 2], { message: 'Team number must be 1 or 2.' })
  teamNumber?: 1 | 2;

  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional()
  @IsIn([1, 2], { message: 'Position must be 1 or 2.' })
  position?: 1 | 2;
}
