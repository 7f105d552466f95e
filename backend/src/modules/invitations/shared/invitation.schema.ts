import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../../infrastructure/http/api-schema';

/** The OpenAPI schemas of the invitation answers; the controllers' view types are these classes. */
export class InvitationCreatedSchema {
  @ApiProperty() id: string;
  @ApiProperty() token: string;
  @ApiProperty({ example: '/invite/abc' }) link: string;
  @ApiProperty({ description: 'The whole link to share.' }) url: string;
  @ApiProperty() tournamentId: string;
  @ApiProperty({ enum: ['pending'] }) status: 'pending';
  @ApiNullable({ type: String }) invitedEmail: string | null;
  @ApiNullable({ type: String }) invitedPhone: string | null;
  @ApiNullable({ type: String }) invitedName: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class InvitedTournamentSchema {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['waiting', 'in_progress', 'completed', 'cancelled'] })
  status: 'waiting' | 'in_progress' | 'completed' | 'cancelled';
  @ApiProperty({ enum: ['padel', 'pickleball'] }) game: 'padel' | 'pickleball';
  @ApiMoney() entryFee: string;
  @ApiMoney() totalFeePerPlayer: string;
  @ApiProperty({ type: 'integer' }) currentPlayers: number;
  @ApiProperty({ type: 'integer' }) maxPlayers: number;
  @ApiNullable({ type: String }) location: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the match starts.' }) startTime: string;
}

export class InvitationViewSchema {
  @ApiProperty({ enum: ['pending', 'accepted'], description: 'accepted once someone used the link.' })
  status: 'pending' | 'accepted';
  @ApiProperty({ type: InvitedTournamentSchema }) tournament: InvitedTournamentSchema;
  @ApiProperty() inviterName: string;
  @ApiNullable({ type: String }) invitedName: string | null;
  @ApiNullable({ type: String, description: 'Masked.' }) invitedEmail: string | null;
  @ApiNullable({ type: String, description: 'Masked.' }) invitedPhone: string | null;
}

export class AcceptedInvitationSchema {
  @ApiProperty() tournamentId: string;
}
