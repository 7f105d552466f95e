import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { LeaderboardController } from './leaderboard/leaderboard.controller';
import { PlayerProfileController } from './player-profile/player-profile.controller';
import { StatsReadRepository } from './shared/stats.read-repository';
import { UserStatsController } from './user-stats/user-stats.controller';
import { WalletSummaryController } from './wallet-summary/wallet-summary.controller';

/** Player stats and the leaderboard, read from `player_stats` (PlayerStatsProjection). */
@Module({
  imports: [IdentityModule],
  controllers: [UserStatsController, LeaderboardController, PlayerProfileController, WalletSummaryController],
  providers: [StatsReadRepository],
})
export class StatsModule {}
