import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim, trimToNull } from '../../../infrastructure/http/text-transforms';

/** The profile form (seed document 2, validation messages as the spec words them). */
export class UpdateProfileDto {
  @ApiProperty({ example: 'Ana' })
  @Transform(trim)
  @IsString({ message: 'First name is required' })
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters.' })
  firstName: string;

  @ApiProperty({ example: 'Lopez' })
  @Transform(trim)
  @IsString({ message: 'Last name is required' })
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters.' })
  lastName: string;

  /** Optional: when sent, it must be the current address (a new one goes through POST /api/user/email). */
  @ApiPropertyOptional({ example: 'ana@example.com' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(255, { message: 'Email must be at most 255 characters.' })
  email?: string;

  @ApiPropertyOptional({ type: String, maxLength: 20, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: 'Phone must be text.' })
  @MaxLength(20, { message: 'Phone must be at most 20 characters.' })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: 'City must be text.' })
  @MaxLength(100, { message: 'City must be at most 100 characters.' })
  city?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: 'Bio must be text.' })
  @MaxLength(500, { message: 'Bio must be less than 500 characters' })
  bio?: string | null;
}
