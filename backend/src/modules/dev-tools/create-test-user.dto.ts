import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { parseMoney } from '../../domain/shared/money';
import { POSITIONS, SPORTS } from '../../domain/user/user.events';
import { ApiMoney } from '../../infrastructure/http/api-schema';
import { trim } from '../../infrastructure/http/text-transforms';

/** Form inputs may arrive as "50"; a number-looking string becomes a number, anything else stays as is (and fails). */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/**
 * The seed's test-user form, minus its client-chosen id (ids are server UUIDs). Password is 8+ like
 * registration (the seed said 6); yearsPlaying is 0-20 like the rating questionnaire (the seed said 0-50).
 */
export class CreateTestUserDto {
  @ApiProperty({ example: 'test.player@example.test' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Email is required.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(255, { message: 'Email must be at most 255 characters.' })
  email: string;

  @ApiProperty({ example: 'Test' })
  @Transform(trim)
  @IsString({ message: 'First name is required.' })
  @IsNotEmpty({ message: 'First name is required.' })
  @MaxLength(100, { message: 'First name must be at most 100 characters.' })
  firstName: string;

  @ApiProperty({ example: 'Player' })
  @Transform(trim)
  @IsString({ message: 'Last name is required.' })
  @IsNotEmpty({ message: 'Last name is required.' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters.' })
  lastName: string;

  @ApiProperty({ minLength: 8 })
  @IsString({ message: 'Password is required.' })
  @MinLength(8, { message: 'Password must be at least 8 characters.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password: string;

  // Documented as money ("50.00"), like every amount; a JSON number is still read (see parseMoney).
  @ApiMoney({ required: false, description: 'Starting balance in dollars, 0.00 to 10000.00 (default 50.00).' })
  @Transform(toNumber)
  // Not @IsNumber({ maxDecimalPlaces }): it throws a TypeError on 1e-7 (no "." in its text).
  @ValidateBy(
    {
      name: 'isDollarAmount',
      validator: { validate: (value) => typeof value === 'number' && parseMoney(value) !== null },
    },
    { message: 'Balance must be a number of dollars with at most 2 decimals.' },
  )
  @Min(0, { message: 'Balance must be at least 0.' })
  @Max(10000, { message: 'Balance must be at most 10,000.' })
  balance: number = 50;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 100, description: 'Divided by 10 onto the 1.0-10.0 scale.' })
  @Transform(toNumber)
  @IsInt({ message: 'Padel rating must be a whole number from 1 to 100.' })
  @Min(1, { message: 'Padel rating must be a whole number from 1 to 100.' })
  @Max(100, { message: 'Padel rating must be a whole number from 1 to 100.' })
  padelRating: number = 50;

  @ApiPropertyOptional({ enum: SKILL_LEVELS, default: 'intermediate' })
  @IsOptional()
  @IsIn(SKILL_LEVELS, { message: 'Skill level must be beginner, intermediate, advanced or professional.' })
  skillLevel: SkillLevel = 'intermediate';

  @ApiPropertyOptional({ default: 2, minimum: 0, maximum: 20 })
  @Transform(toNumber)
  @IsInt({ message: 'Years playing must be a whole number from 0 to 20.' })
  @Min(0, { message: 'Years playing must be a whole number from 0 to 20.' })
  @Max(20, { message: 'Years playing must be a whole number from 0 to 20.' })
  yearsPlaying: number = 2;

  @ApiPropertyOptional({ enum: POSITIONS, default: 'both' })
  @IsOptional()
  @IsIn(POSITIONS, { message: 'Preferred position must be left, right or both.' })
  preferredPosition: (typeof POSITIONS)[number] = 'both';

  @ApiPropertyOptional({ enum: SPORTS, default: 'padel' })
  @IsOptional()
  @IsIn(SPORTS, { message: 'Favorite game must be padel, pickleball or both.' })
  favoriteGame: (typeof SPORTS)[number] = 'padel';
}
