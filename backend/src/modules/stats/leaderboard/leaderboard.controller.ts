import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SignedInGuard } from '../../identity/identity.public';
import { LeaderboardEntry, StatsReadRepository } from '../shared/stats.read-repository';

@ApiTags('leaderboard')
@Controller('leaderboard')
export class LeaderboardController {
  constructor(private readonly stats: StatsReadRepository) {}

  /** The top players by earnings, then wins (only players with a completed tournament). */
  @Get()
  @UseGuards(SignedInGuard)
  leaderboard(): Promise<LeaderboardEntry[]> {
    return this.stats.leaderboard();
  }
}
