import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsFee } from '../shared/money-input';
import { trim, trimLower } from '../../../infrastructure/http/text-transforms';
import { ApiMoney } from '../../../infrastructure/http/api-schema';

export class CreateTournamentDto {
  @ApiProperty({ example: 'Saturday doubles' })
  @Transform(trim)
  @IsString({ message: 'Tournament name is required' })
  @IsNotEmpty({ message: 'Tournament name is required' })
  @MaxLength(255, { message: 'Tournament name must be at most 255 characters.' })
  name: string;

  @ApiProperty({ enum: ['padel', 'pickleball'] })
  @Transform(trimLower)
  @IsIn(['padel', 'pickleball'], { message: 'Please select a game' })
  game: 'padel' | 'pickleball';

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Club Norte, court 3' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Location must be text.' })
  @MaxLength(500, { message: 'Location must be at most 500 characters.' })
  location?: string | null;

  @ApiMoney({ description: 'What each player pays on joining (entry fee plus a quarter of the court fee).' })
  @IsFee('Entry fee is required', 'Invalid entry fee format')
  totalFeePerPlayer: string;

  @ApiPropertyOptional({ example: 4 })
  @IsOptional()
  @IsIn([4], { message: 'Tournaments are limited to exactly 4 players' })
  maxPlayers?: number;

  @ApiProperty({ example: '2026-12-01T18:00:00.000Z' })
  @IsNotEmpty({ message: 'Start time is required' })
  @IsISO8601({ strict: true }, { message: 'The start time must be a valid time in the future.' })
  startTime: string;

  @ApiMoney({ required: false, description: 'The whole court booking, shared by the 4 players.' })
  @IsOptional()
  @IsFee('Invalid court fee format', 'Invalid court fee format')
  courtFee?: string;
}
