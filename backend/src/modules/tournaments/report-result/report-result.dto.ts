import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';

const SET_SCORE = 'Invalid score: each set score must be a whole number from 0 to 7.';
const SETS = 'Invalid score: enter the score of each set.';

export class SetScoreDto {
  @ApiProperty({ minimum: 0, maximum: 7 })
  @IsInt({ message: SET_SCORE })
  @Min(0, { message: SET_SCORE })
  @Max(7, { message: SET_SCORE })
  team1: number;

  @ApiProperty({ minimum: 0, maximum: 7 })
  @IsInt({ message: SET_SCORE })
  @Min(0, { message: SET_SCORE })
  @Max(7, { message: SET_SCORE })
  team2: number;
}

export class ReportResultDto {
  @ApiProperty({ enum: [1, 2] })
  @IsIn([1, 2], { message: 'Invalid score: the winning team must be team 1 or team 2.' })
  winningTeam: 1 | 2;

  @ApiProperty({ type: [SetScoreDto] })
  @IsDefined({ message: SETS })
  @IsArray({ message: SETS })
  @ArrayMinSize(1, { message: SETS })
  @ArrayMaxSize(9, { message: 'Invalid score: a match has at most 9 sets.' })
  @ValidateNested({ each: true, message: SET_SCORE })
  @Type(() => SetScoreDto)
  setScores: SetScoreDto[];

  @ApiPropertyOptional({ minimum: 2, maximum: 5, default: 2 })
  @IsOptional()
  @IsInt({ message: 'Invalid score: sets to win must be from 2 to 5.' })
  @Min(2, { message: 'Invalid score: sets to win must be from 2 to 5.' })
  @Max(5, { message: 'Invalid score: sets to win must be from 2 to 5.' })
  setsToWin?: number;
}
