import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../../infrastructure/http/api-schema';
import type { LeaderboardEntry, PlayerProfile, UserStats } from './stats.read-repository';

/** The OpenAPI schemas of the stats answers; `implements` keeps each in step with what the code returns. */
export class UserStatsSchema implements UserStats {
  @ApiProperty({ type: 'integer' }) tournamentsPlayed: number;
  @ApiProperty({ type: 'integer' }) tournamentsWon: number;
  @ApiProperty({ type: 'integer', description: 'Whole percent: wins over played, rounded.' }) winRate: number;
  @ApiMoney() totalEarnings: string;
  @ApiProperty({ type: 'integer' }) activeTournaments: number;
}

export class LeaderboardEntrySchema implements LeaderboardEntry {
  @ApiProperty() id: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) rank: number;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
  @ApiMoney() totalEarnings: string;
  @ApiProperty({ type: 'integer' }) tournamentsWon: number;
  @ApiProperty({ type: 'integer' }) tournamentsPlayed: number;
  @ApiProperty({ type: 'integer' }) winRate: number;
  @ApiProperty({ example: '3.5' }) padelRating: string;
  @ApiProperty({ example: '3.5' }) pickleballRating: string;
}

/** GET /api/players/{id}: another player as the leaderboard shows them; never an e-mail, balance or identity data. */
export class PlayerProfileSchema implements PlayerProfile {
  @ApiProperty() id: string;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
  @ApiNullable({ type: String, description: 'The profile photo (GET /api/users/{id}/photo?v=…), or null.' })
  profileImageUrl: string | null;
  @ApiNullable({ type: 'integer', description: 'The place on the leaderboard, or null when not on it.' })
  rank: number | null;
  @ApiMoney() totalEarnings: string;
  @ApiProperty({ type: 'integer' }) tournamentsWon: number;
  @ApiProperty({ type: 'integer' }) tournamentsPlayed: number;
  @ApiProperty({ type: 'integer', description: 'Whole percent: wins over played, rounded.' }) winRate: number;
  @ApiProperty({ example: '3.5' }) padelRating: string;
  @ApiProperty({ example: '3.5' }) pickleballRating: string;
  @ApiProperty({ description: 'Whether the signed-in player follows them.' }) following: boolean;
}

/** GET /api/wallet/summary: the wallet screen's figures, folded from the wallet stream. */
export class WalletSummarySchema {
  @ApiMoney() prizes: string;
  @ApiProperty({ type: 'integer' }) prizeCount: number;
  @ApiMoney() refunds: string;
  @ApiProperty({ type: 'integer' }) refundCount: number;
  @ApiMoney() entryFees: string;
  @ApiProperty({ type: 'integer' }) entryFeeCount: number;
  @ApiMoney() feesPaid: string;
  @ApiMoney({ description: 'Signed: "-27.00" for a loss.' }) netProfit: string;
  @ApiMoney() depositsCredited: string;
  @ApiProperty({ type: 'integer' }) depositCount: number;
  @ApiMoney() depositsPending: string;
  @ApiProperty({ type: 'integer' }) pendingDepositCount: number;
  @ApiMoney() withdrawn: string;
  @ApiProperty({ type: 'integer' }) withdrawalCount: number;
  @ApiMoney() withdrawalsPending: string;
  @ApiProperty({ type: 'integer' }) pendingWithdrawalCount: number;
  @ApiMoney({ description: 'Signed: the net of admin adjustments.' }) adjustments: string;
  @ApiProperty({ type: 'integer' }) tournamentsPlayed: number;
  @ApiProperty({ type: 'integer' }) tournamentsWon: number;
  @ApiProperty({ type: 'integer' }) winRate: number;
}
