/**
 * The OpenAPI schema of the tournament JSON (tournament-view.ts). Each class `implements` the view it
 * describes, so a field added to the view without its schema does not compile.
 */
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../../infrastructure/http/api-schema';
import type { ParticipantView, ResultView, RulingView, TournamentView } from './tournament-view';
import type { HistoryItem } from './tournament-reads';

const TEAM = { type: 'integer', enum: [1, 2] } as const;

export class ParticipantSchema implements ParticipantView {
  @ApiProperty() userId: string;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
  @ApiProperty(TEAM) teamNumber: 1 | 2;
  @ApiProperty({ type: 'integer', enum: [1, 2] }) position: 1 | 2;
  @ApiProperty({
    enum: ['reserved', 'joined'],
    description: 'reserved: held while the entry fee is taken; joined: paid.',
  })
  status: 'reserved' | 'joined';
  @ApiProperty({ example: '3.5' }) padelRating: string;
  @ApiProperty({ example: '3.5' }) pickleballRating: string;
}

export class WaitlistEntrySchema {
  @ApiProperty() userId: string;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
  @ApiProperty({ type: 'integer', minimum: 1 }) placeInLine: number;
}

export class SetScoreSchema {
  @ApiProperty({ type: 'integer' }) team1: number;
  @ApiProperty({ type: 'integer' }) team2: number;
}

export class ResultSchema implements ResultView {
  @ApiNullable({ type: String }) reportedBy: string | null;
  @ApiNullable({ type: 'integer', enum: [1, 2] }) reporterTeam: 1 | 2 | null;
  @ApiProperty(TEAM) winningTeam: 1 | 2;
  @ApiProperty({ type: [SetScoreSchema] }) setScores: SetScoreSchema[];
  @ApiNullable({ type: 'integer' }) setsToWin: number | null;
  @ApiNullable({ type: String, example: '6-4 6-3' }) score: string | null;
  @ApiProperty({ enum: ['reported', 'confirmed', 'disputed', 'declared'] })
  status: 'reported' | 'confirmed' | 'disputed' | 'declared';
  @ApiNullable({ type: String, format: 'date-time' }) reportedAt: string | null;
  @ApiNullable({ type: String, format: 'date-time' }) confirmDeadline: string | null;
  @ApiNullable({ type: String }) disputeReason: string | null;
  @ApiNullable({ type: String }) disputedBy: string | null;
  @ApiNullable({ type: String, format: 'date-time' }) disputedAt: string | null;
}

export class RulerSchema {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class RulingSchema implements RulingView {
  @ApiProperty({ enum: ['winner_declared', 'voided'] }) kind: 'winner_declared' | 'voided';
  @ApiProperty({ type: RulerSchema }) by: RulerSchema;
  @ApiNullable({ type: String }) reason: string | null;
  @ApiNullable({ type: 'integer', enum: [1, 2] }) winningTeam: 1 | 2 | null;
  @ApiNullable({ type: String, example: '6-4, 3-6, 7-5', description: "The final score, Team A's games first." })
  score: string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class PayoutSchema {
  @ApiProperty() userId: string;
  @ApiMoney() amount: string;
}

export class SettlementSchema {
  @ApiMoney() pool: string;
  @ApiMoney({ description: '5% of the pool.' }) platformFee: string;
  @ApiMoney({ description: 'The court-fee rounding the platform kept (0-3 cents).' }) courtRounding: string;
  @ApiMoney() courtFee: string;
  @ApiMoney() winnersPool: string;
  @ApiProperty({ type: [PayoutSchema] }) payouts: PayoutSchema[];
  @ApiProperty({ format: 'date-time' }) settledAt: string;
}

export class RatingReceiptSchema {
  @ApiProperty() userId: string;
  @ApiProperty({ example: 'padel' }) sport: string;
  @ApiProperty({ example: '3.5' }) before: string;
  @ApiProperty({ example: '3.6' }) after: string;
  @ApiProperty({ type: 'integer', example: 50 }) expectedWinPercent: number;
}

export class TournamentSchema implements TournamentView {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['padel', 'pickleball'] }) game: 'padel' | 'pickleball';
  @ApiNullable({ type: String }) location: string | null;
  @ApiProperty({ enum: ['waiting', 'in_progress', 'completed', 'cancelled'] })
  status: 'waiting' | 'in_progress' | 'completed' | 'cancelled';
  @ApiProperty({ type: 'integer' }) currentPlayers: number;
  @ApiProperty({ type: 'integer' }) maxPlayers: number;
  @ApiMoney() entryFee: string;
  @ApiMoney() courtFee: string;
  @ApiMoney() courtFeePerPlayer: string;
  @ApiMoney({ description: 'What each player pays on joining: entry fee plus court share.' }) totalFeePerPlayer: string;
  @ApiMoney({ description: '4 x entry fee.' }) pool: string;
  @ApiMoney({ description: '5% of the pool.' }) platformFee: string;
  @ApiMoney({
    description:
      "What rounding each court share up to a whole cent collects beyond the court fee (0-3 cents, the platform's).",
  })
  courtRounding: string;
  @ApiMoney() prizePool: string;
  @ApiMoney() prizePerWinner: string;
  @ApiProperty() creatorId: string;
  @ApiProperty() creatorName: string;
  @ApiNullable({ type: String }) winnerId: string | null;
  @ApiNullable({ type: 'integer', enum: [1, 2] }) winningTeam: 1 | 2 | null;
  @ApiProperty({ format: 'date-time' }) startTime: string;
  @ApiNullable({ type: String, format: 'date-time' }) endTime: string | null;
  @ApiNullable({ type: String }) cancellationReason: string | null;
  @ApiNullable({ type: String, description: "The organiser's or admin's own words on the cancellation." })
  cancellationNote: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: [ParticipantSchema] }) participants: ParticipantSchema[];
  @ApiProperty({ type: [WaitlistEntrySchema] }) waitlist: WaitlistEntrySchema[];
  @ApiNullable({ type: ResultSchema }) result: ResultSchema | null;
  @ApiNullable({ type: RulingSchema }) ruling: RulingSchema | null;
  @ApiNullable({ type: SettlementSchema }) settlement: SettlementSchema | null;
  @ApiProperty({ type: [RatingReceiptSchema] }) ratingReceipts: RatingReceiptSchema[];
}

export class PlacementSchema {
  @ApiProperty({ type: 'integer', example: 1 }) placement: number;
  @ApiMoney() prize: string;
}

/** GET /api/user/tournament-history: the tournament JSON with the player's placement and prize as `result`. */
export class TournamentHistoryItemSchema
  extends OmitType(TournamentSchema, ['result'] as const)
  implements HistoryItem
{
  @ApiProperty({ type: PlacementSchema }) result: PlacementSchema;
}
