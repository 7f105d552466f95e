import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsFee } from '../shared/money-input';
import { trim } from '../../../infrastructure/http/text-transforms';
import { ApiMoney } from '../../../infrastructure/http/api-schema';

export const SETTABLE_STATUSES = ['waiting', 'active', 'in_progress', 'completed', 'cancelled'] as const;

/** The admin panel's Edit Tournament form; every field is optional. */
export class UpdateTournamentDto {
  @ApiPropertyOptional()
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Tournament name is required' })
  @IsNotEmpty({ message: 'Tournament name is required' })
  @MaxLength(255, { message: 'Tournament name must be at most 255 characters.' })
  name?: string;

  @ApiMoney({ required: false, description: 'The prize-bearing entry fee per player.' })
  @IsOptional()
  @IsFee('Entry fee is required', 'Invalid entry fee format')
  entryFee?: string;

  @ApiMoney({ required: false })
  @IsOptional()
  @IsFee('Invalid court fee format', 'Invalid court fee format')
  courtFee?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Location must be text.' })
  @MaxLength(500, { message: 'Location must be at most 500 characters.' })
  location?: string | null;

  @ApiPropertyOptional({ enum: SETTABLE_STATUSES })
  @IsOptional()
  @IsIn(SETTABLE_STATUSES, { message: 'Status must be one of waiting, in_progress, completed or cancelled.' })
  status?: (typeof SETTABLE_STATUSES)[number];

  @ApiPropertyOptional({ example: 4 })
  @IsOptional()
  @IsIn([4], { message: 'Tournaments are limited to exactly 4 players' })
  maxPlayers?: number;
}
