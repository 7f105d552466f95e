import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { CountryField, RegionField } from '../../../infrastructure/http/place-fields';
import { trim } from '../../../infrastructure/http/text-transforms';

/** The place fields sign-up and PUT /api/user/eligibility share (the decider checks them again). */
export class PlaceDto {
  @CountryField()
  country: string;

  @RegionField()
  region: string;
}

export class UpdateEligibilityDto extends PlaceDto {
  @ApiPropertyOptional({ example: '1990-04-01', description: 'Only while none is recorded; it cannot be changed.' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Date of birth must be a date such as 1990-04-01.' })
  dateOfBirth?: string;
}
