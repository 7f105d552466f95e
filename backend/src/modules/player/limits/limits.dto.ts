import { ApiProperty } from '@nestjs/swagger';
import { IsIn, ValidateBy } from 'class-validator';
import { parseMoney } from '../../../domain/shared/money';
import { MONEY_PATTERN } from '../../../infrastructure/http/api-schema';
import type { CoolOffPeriod, SelfExclusionPeriod } from '../../../domain/player/player.events';

/** An amount string ("250.00") or null for no limit; the key itself is required. */
function IsLimit(): PropertyDecorator {
  return ValidateBy({
    name: 'isLimit',
    validator: {
      validate: (value: unknown) =>
        value === null || (typeof value === 'string' && (parseMoney(value) ?? 0) > 0 && !value.includes('-')),
      defaultMessage: (args) =>
        `The ${args?.property ?? ''} limit must be an amount in dollars such as 250.00, or null for no limit.`,
    },
  });
}

const LIMIT = { type: 'string', nullable: true, pattern: MONEY_PATTERN, example: '250.00' } as const;

export class SetLimitsDto {
  @ApiProperty(LIMIT) @IsLimit() daily: string | null;
  @ApiProperty(LIMIT) @IsLimit() weekly: string | null;
  @ApiProperty(LIMIT) @IsLimit() monthly: string | null;
}

export const COOL_OFF_PERIODS: readonly CoolOffPeriod[] = ['24h', '7d', '30d'];
export const SELF_EXCLUSION_PERIODS: readonly SelfExclusionPeriod[] = ['6m', '1y', '5y'];

export class CoolOffDto {
  @ApiProperty({ enum: COOL_OFF_PERIODS })
  @IsIn(COOL_OFF_PERIODS, { message: 'Please choose a break of 24h, 7d or 30d.' })
  period: CoolOffPeriod;
}

export class SelfExclusionDto {
  @ApiProperty({ enum: SELF_EXCLUSION_PERIODS })
  @IsIn(SELF_EXCLUSION_PERIODS, { message: 'Please choose a self-exclusion of 6m, 1y or 5y.' })
  period: SelfExclusionPeriod;
}
