import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../../infrastructure/http/text-transforms';
import { CountryField, RegionField } from '../../../infrastructure/http/place-fields';

export class RegisterDto {
  @ApiProperty({ example: 'ana@example.com' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Email is required.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(255, { message: 'Email must be at most 255 characters.' })
  email: string;

  @ApiProperty({ minLength: 8 })
  @IsString({ message: 'Password is required.' })
  @MinLength(8, { message: 'Password must be at least 8 characters.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password: string;

  @ApiProperty({ example: 'Ana' })
  @Transform(trim)
  @IsString({ message: 'First name is required.' })
  @IsNotEmpty({ message: 'First name is required.' })
  @MaxLength(100, { message: 'First name must be at most 100 characters.' })
  firstName: string;

  @ApiProperty({ example: 'Lopez' })
  @Transform(trim)
  @IsString({ message: 'Last name is required.' })
  @IsNotEmpty({ message: 'Last name is required.' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters.' })
  lastName: string;

  // Who may play for money (docs/decisions/eligibility.md); the player decider checks them again.
  @ApiProperty({ example: '1990-04-01', description: 'YYYY-MM-DD; at least 18 years ago.' })
  @Transform(trim)
  @IsString({ message: 'Date of birth is required.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please enter your date of birth as YYYY-MM-DD.' })
  dateOfBirth: string;

  @CountryField()
  country: string;

  @RegionField()
  region: string;
}
