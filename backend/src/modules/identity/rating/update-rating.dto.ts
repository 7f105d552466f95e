import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { EXPERIENCES, FREQUENCIES, POSITIONS, RATING_SYSTEMS, SPORTS } from '../../../domain/user/user.events';

/** The rating questionnaire (seed document 2). */
export class UpdateRatingDto {
  @ApiProperty({ minimum: 0, maximum: 7, default: 1 })
  @IsInt({ message: 'Padel level must be a whole number from 0 to 7.' })
  @Min(0, { message: 'Padel level must be a whole number from 0 to 7.' })
  @Max(7, { message: 'Padel level must be a whole number from 0 to 7.' })
  padelLevel: number = 1;

  @ApiProperty({ minimum: 0, maximum: 7, default: 1 })
  @IsInt({ message: 'Pickleball level must be a whole number from 0 to 7.' })
  @Min(0, { message: 'Pickleball level must be a whole number from 0 to 7.' })
  @Max(7, { message: 'Pickleball level must be a whole number from 0 to 7.' })
  pickleballLevel: number = 1;

  @ApiProperty({ enum: SPORTS })
  @IsIn(SPORTS, { message: 'Primary sport must be padel, pickleball or both.' })
  primarySport: (typeof SPORTS)[number];

  @ApiProperty({ minimum: 0, maximum: 20 })
  @IsInt({ message: 'Years playing must be a whole number from 0 to 20.' })
  @Min(0, { message: 'Years playing must be a whole number from 0 to 20.' })
  @Max(20, { message: 'Years playing must be a whole number from 0 to 20.' })
  yearsPlaying: number;

  @ApiPropertyOptional({ enum: POSITIONS })
  @IsOptional()
  @IsIn(POSITIONS, { message: 'Preferred position must be left, right or both.' })
  preferredPosition?: (typeof POSITIONS)[number];

  @ApiProperty({ enum: FREQUENCIES })
  @IsIn(FREQUENCIES, { message: 'Playing frequency must be weekly, monthly, occasionally or new_player.' })
  playingFrequency: (typeof FREQUENCIES)[number];

  @ApiProperty({ enum: EXPERIENCES })
  @IsIn(EXPERIENCES, { message: 'Competitive experience must be none, local, regional or national.' })
  competitiveExperience: (typeof EXPERIENCES)[number];

  @ApiPropertyOptional({ enum: RATING_SYSTEMS })
  @IsOptional()
  @IsIn(RATING_SYSTEMS, { message: 'Previous rating system must be playtomic, club, self_assessed or none.' })
  previousRatingSystem?: (typeof RATING_SYSTEMS)[number];
}
