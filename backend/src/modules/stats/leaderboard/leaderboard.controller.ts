import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInGuard } from '../../identity/identity.public';
import { LeaderboardEntry, StatsReadRepository } from '../shared/stats.read-repository';
import { LeaderboardEntrySchema } from '../shared/stats.schema';

@ApiTags('leaderboard')
@Controller('leaderboard')
export class LeaderboardController {
  constructor(private readonly stats: StatsReadRepository) {}

  /** The top players by earnings, then wins (only players with a completed tournament). */
  @ApiOkResponse({ type: [LeaderboardEntrySchema] })
  @Get()
  @UseGuards(SignedInGuard)
  leaderboard(): Promise<LeaderboardEntry[]> {
    return this.stats.leaderboard();
  }
}
