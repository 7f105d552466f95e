/**
 * The OpenAPI schemas of the admin overview's answers. Each class `implements` what AdminReads
 * returns, so a field added there without its schema does not compile.
 */
import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../infrastructure/http/api-schema';
import type { AdminReads } from './admin-reads';
import type { AdminAuditRead } from './audit/admin-audit.read';
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
