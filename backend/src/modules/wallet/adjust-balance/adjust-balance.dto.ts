import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsMoneyAmount } from '../shared/money-input';
import { trim } from '../../../infrastructure/http/text-transforms';
import { ApiMoney } from '../../../infrastructure/http/api-schema';

export class AdjustBalanceDto {
  @ApiMoney({ description: 'Signed dollars, two decimals.' })
  @IsMoneyAmount('Invalid amount format')
  amount: string;

  @ApiProperty({ example: 'Refund of a double-charged entry fee (ticket 4411)' })
  @Transform(trim)
  @IsString({ message: 'A reason is required.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason: string;
}
