/** A player's place, as sign-up and PUT /api/user/eligibility take it (the player decider checks it again). */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { upperCode } from './text-transforms';

export const CountryField = () =>
  applyDecorators(
    ApiProperty({ example: 'US', description: 'ISO 3166-1 alpha-2.' }),
    Transform(upperCode),
    IsString({ message: 'Country is required.' }),
    Matches(/^[A-Z]{2}$/, { message: 'Please choose your country (a two-letter code such as US or PK).' }),
  );

export const RegionField = () =>
  applyDecorators(
    ApiProperty({ example: 'US-CA', description: 'ISO 3166-2 subdivision of the country.' }),
    Transform(upperCode),
    IsString({ message: 'State or province is required.' }),
    Matches(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, {
      message: 'Please choose your state or province (a code such as US-CA or PK-PB).',
    }),
  );
