import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/decider';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { StatsReadRepository, UserStats } from '../shared/stats.read-repository';
import { UserStatsSchema } from '../shared/stats.schema';

const ZERO: UserStats = {
  tournamentsPlayed: 0,
  tournamentsWon: 0,
  winRate: 0,
  totalEarnings: '0.00',
  activeTournaments: 0,
};

@ApiTags('user')
@Controller('user')
@UseGuards(SignedInGuard)
export class UserStatsController {
  constructor(private readonly stats: StatsReadRepository) {}

  /** The signed-in player's stats. */
  @ApiOkResponse({ type: UserStatsSchema })
  @Get('stats')
  async mine(@Req() req: Request): Promise<UserStats> {
    return (await this.stats.forUser(currentUser(req).id)) ?? ZERO;
  }

  /** Another player's stats (for profiles and the leaderboard). */
  @ApiOkResponse({ type: UserStatsSchema })
  @Get(':id/stats')
  async ofPlayer(@Param('id') id: string): Promise<UserStats> {
    const stats = await this.stats.forUser(id);
    if (!stats) throw new DomainError('USER.NOT_FOUND', 'This player does not exist.', 'not_found');
    return stats;
  }
}
