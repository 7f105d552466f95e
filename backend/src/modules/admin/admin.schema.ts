/**
 * The OpenAPI schemas of the admin overview's answers. Each class `implements` what AdminReads
 * returns, so a field added there without its schema does not compile.
 */
import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../infrastructure/http/api-schema';
import type { AdminReads } from './admin-reads';

type Dashboard = Awaited<ReturnType<AdminReads['dashboard']>>;
type Queues = Awaited<ReturnType<AdminReads['queues']>>;
type Player = Awaited<ReturnType<AdminReads['users']>>[number];
type PlayersPage = Awaited<ReturnType<AdminReads['players']>>;

export class AdminStatsSchema implements Dashboard {
  @ApiProperty({ type: 'integer' }) totalPlayers: number;
  @ApiProperty({ type: 'integer' }) totalTournaments: number;
  @ApiProperty({ type: 'integer' }) activeTournaments: number;
  @ApiMoney({ description: 'Completed deposits, all time.' }) totalDeposits: string;
  @ApiMoney({ description: "The platform revenue account's balance, from the ledger." }) platformBalance: string;
}

export class AdminQueuesSchema implements Queues {
  @ApiProperty({ type: 'integer' }) pendingDeposits: number;
  @ApiProperty({ type: 'integer' }) pendingWithdrawals: number;
  @ApiProperty({ type: 'integer' }) disputedMatches: number;
  @ApiProperty({ type: 'integer' }) openSupportMessages: number;
}

export class AdminPlayerSchema implements Player {
  @ApiProperty() id: string;
  @ApiProperty() email: string;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
  @ApiMoney() balance: string;
  @ApiMoney() pendingBalance: string;
  @ApiProperty() isAdmin: boolean;
  @ApiNullable({ type: String, description: "Null until the player has completed a rating ('Unranked')." })
  rating: string | null;
  @ApiProperty({ example: '3.5' }) padelRating: string;
  @ApiProperty({ example: '3.5' }) pickleballRating: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AdminPlayersPageSchema implements PlayersPage {
  @ApiProperty({ type: [AdminPlayerSchema] }) items: AdminPlayerSchema[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
  @ApiProperty({ type: [AdminPlayerSchema], description: 'The same as items (the seed client reads this key).' })
  players: AdminPlayerSchema[];
}
