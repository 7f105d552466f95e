/**
 * The OpenAPI schemas of the admin overview's answers. Each class `implements` what AdminReads
 * returns, so a field added there without its schema does not compile.
 */
import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../infrastructure/http/api-schema';
import type { AdminReads } from './admin-reads';
import type { AdminAuditRead } from './audit/admin-audit.read';
import type { AdminTournamentsRead } from './tournaments/admin-tournaments.read';
import type { AdminTransactionsRead } from './transactions/admin-transactions.read';

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

type TransactionsPage = Awaited<ReturnType<AdminTransactionsRead['list']>>;
type AuditPage = Awaited<ReturnType<AdminAuditRead['list']>>;
type AdminTransaction = TransactionsPage['items'][number];
type AuditEntry = AuditPage['items'][number];

export class AdminTransactionUserSchema {
  @ApiNullable({ type: String }) email: string | null;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
}

export class AdminTransactionSchema implements AdminTransaction {
  @ApiProperty() id: string;
  @ApiProperty() userId: string;
  @ApiProperty({ type: AdminTransactionUserSchema }) user: AdminTransactionUserSchema;
  @ApiProperty({ example: 'deposit' }) type: string;
  @ApiMoney({ description: 'A magnitude; `type` gives the direction.' }) amount: string;
  @ApiMoney() fee: string;
  @ApiNullable({ type: String }) description: string | null;
  @ApiProperty({ example: 'completed' }) status: string;
  @ApiNullable({ type: String, description: 'The bank reference or the payment intent id.' }) reference: string | null;
  @ApiNullable({ type: String }) tournamentId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AdminTransactionsPageSchema implements TransactionsPage {
  @ApiProperty({ type: [AdminTransactionSchema] }) items: AdminTransactionSchema[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
  @ApiProperty({ type: [AdminTransactionSchema], description: 'The same as items (the seed client reads this key).' })
  transactions: AdminTransactionSchema[];
}

export class AuditActorSchema {
  @ApiProperty() id: string;
  @ApiNullable({ type: String }) email: string | null;
}

export class AuditTargetSchema {
  @ApiProperty({ enum: ['player', 'tournament'] }) kind: 'player' | 'tournament';
  @ApiProperty() id: string;
  @ApiNullable({ type: String, description: "The player's e-mail or the tournament's name." }) label: string | null;
}

export class AuditEntrySchema implements AuditEntry {
  @ApiProperty() id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: AuditActorSchema }) actor: AuditActorSchema;
  @ApiProperty({ example: 'wallet.adjusted' }) action: string;
  @ApiProperty({ type: AuditTargetSchema }) target: AuditTargetSchema;
  @ApiMoney({ nullable: true }) amount: string | null;
  @ApiNullable({ type: String }) reason: string | null;
  @ApiProperty({ description: 'The event store position (a bigint, as text).' }) globalPosition: string;
}

export class AuditPageSchema implements AuditPage {
  @ApiProperty({ type: [AuditEntrySchema] }) items: AuditEntrySchema[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}

type TournamentsPage = Awaited<ReturnType<AdminTournamentsRead['list']>>;
type AdminTournament = TournamentsPage['items'][number];

export class PersonRefSchema {
  @ApiProperty() id: string;
  @ApiNullable({ type: String }) email: string | null;
  @ApiProperty() name: string;
}

export class AdminSlotSchema {
  @ApiProperty() userId: string;
  @ApiNullable({ type: String }) email: string | null;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'integer', enum: [1, 2] }) teamNumber: number;
  @ApiProperty({ type: 'integer', enum: [1, 2] }) position: number;
}

export class AdminSetScoreSchema {
  @ApiProperty({ type: 'integer' }) team1: number;
  @ApiProperty({ type: 'integer' }) team2: number;
}

export class AdminReportSchema {
  @ApiNullable({ type: PersonRefSchema }) reportedBy: PersonRefSchema | null;
  @ApiNullable({ type: 'integer', enum: [1, 2] }) reporterTeam: 1 | 2 | null;
  @ApiProperty({ type: 'integer', enum: [1, 2] }) winningTeam: 1 | 2;
  @ApiProperty({ type: [AdminSetScoreSchema] }) setScores: AdminSetScoreSchema[];
  @ApiNullable({ type: String, format: 'date-time' }) reportedAt: string | null;
}

export class AdminDisputeSchema {
  @ApiNullable({ type: PersonRefSchema }) disputedBy: PersonRefSchema | null;
  @ApiProperty() reason: string;
  @ApiNullable({ type: String, format: 'date-time' }) disputedAt: string | null;
}

export class AdminRulingSchema {
  @ApiProperty({ enum: ['winner_declared', 'voided'] }) kind: 'winner_declared' | 'voided';
  @ApiNullable({ type: PersonRefSchema }) by: PersonRefSchema | null;
  @ApiNullable({ type: String }) reason: string | null;
  @ApiNullable({ type: 'integer', enum: [1, 2] }) winningTeam: 1 | 2 | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class AdminCreatorSchema {
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
}

export class AdminTournamentSchema implements AdminTournament {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'padel' }) game: string;
  @ApiNullable({ type: String }) location: string | null;
  @ApiProperty({
    example: 'waiting',
    description: 'waiting, in_progress, completed, cancelled, or disputed (in progress with a disputed result).',
  })
  status: string;
  @ApiProperty({ type: 'integer' }) currentPlayers: number;
  @ApiProperty({ type: 'integer' }) maxPlayers: number;
  @ApiMoney() entryFee: string;
  @ApiMoney() courtFee: string;
  @ApiMoney() totalFeePerPlayer: string;
  @ApiMoney() pool: string;
  @ApiMoney() prizePool: string;
  @ApiMoney() platformFee: string;
  @ApiMoney({ description: "What is frozen in escrow right now (the joined players' fees while open)." })
  escrowed: string;
  @ApiProperty() creatorId: string;
  @ApiProperty({ type: AdminCreatorSchema }) creator: AdminCreatorSchema;
  @ApiProperty({ format: 'date-time' }) startTime: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [AdminSlotSchema] }) players: AdminSlotSchema[];
  @ApiNullable({ type: AdminReportSchema }) report: AdminReportSchema | null;
  @ApiNullable({ type: AdminDisputeSchema }) dispute: AdminDisputeSchema | null;
  @ApiNullable({ type: String, format: 'date-time', description: 'Since when the money has waited for an admin.' })
  frozenSince: string | null;
  @ApiNullable({ type: AdminRulingSchema }) ruling: AdminRulingSchema | null;
}

export class AdminTournamentsPageSchema implements TournamentsPage {
  @ApiProperty({ type: [AdminTournamentSchema] }) items: AdminTournamentSchema[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
  @ApiProperty({ type: [AdminTournamentSchema], description: 'The same as items (the seed client reads this key).' })
  tournaments: AdminTournamentSchema[];
}
