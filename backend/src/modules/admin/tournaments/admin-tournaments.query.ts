import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../infrastructure/http/paging';

export const ADMIN_TOURNAMENT_STATUSES = ['waiting', 'in_progress', 'disputed', 'completed', 'cancelled'] as const;
export type AdminTournamentStatus = (typeof ADMIN_TOURNAMENT_STATUSES)[number];

/** `?status=disputed&page=1&pageSize=50&search=name`. */
export class AdminTournamentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_TOURNAMENT_STATUSES })
  @IsOptional()
  @IsIn(ADMIN_TOURNAMENT_STATUSES, {
    message: `The status must be one of ${ADMIN_TOURNAMENT_STATUSES.join(', ')}.`,
  })
  status?: AdminTournamentStatus;
}
