import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { trim, upperCode } from '../../../infrastructure/http/text-transforms';

/** The place fields sign-up and PUT /api/user/eligibility share (the decider checks them again). */
export class PlaceDto {
  @ApiProperty({ example: 'US', description: 'ISO 3166-1 alpha-2.' })
  @Transform(upperCode)
  @IsString({ message: 'Country is required.' })
  @Matches(/^[A-Z]{2}$/, { message: 'Please choose your country (a two-letter code such as US or PK).' })
  country: string;

  @ApiProperty({ example: 'US-CA', description: 'ISO 3166-2 subdivision of the country.' })
  @Transform(upperCode)
  @IsString({ message: 'Region is required.' })
  @Matches(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, {
    message: 'Please choose your state or province (a code such as US-CA or PK-PB).',
  })
  region: string;
}

export class UpdateEligibilityDto extends PlaceDto {
  @ApiPropertyOptional({ example: '1990-04-01', description: 'Only while none is recorded; it cannot be changed.' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Date of birth must be a date such as 1990-04-01.' })
  dateOfBirth?: string;
}
