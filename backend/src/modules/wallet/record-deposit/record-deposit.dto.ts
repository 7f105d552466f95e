import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DepositMethod } from '../../../domain/wallet/wallet.events';
import { IsMoneyAmount } from '../shared/money-input';
import { trim } from '../../../infrastructure/http/text-transforms';
import { ApiMoney } from '../../../infrastructure/http/api-schema';

export const DEPOSIT_METHODS: readonly DepositMethod[] = ['bank_transfer', 'card', 'apple_pay', 'google_pay'];

export class RecordDepositDto {
  @ApiMoney({ description: 'Dollars, two decimals.' })
  @IsMoneyAmount()
  amount: string;

  @ApiProperty({ enum: DEPOSIT_METHODS })
  @IsIn(DEPOSIT_METHODS, { message: 'Please choose a payment method: card, apple_pay, google_pay or bank_transfer.' })
  paymentMethod: DepositMethod;

  @ApiProperty({ description: 'The bank reference the player typed, or the card payment intent id.' })
  @Transform(trim)
  @IsString({ message: 'Transaction reference is required' })
  @IsNotEmpty({ message: 'Transaction reference is required' })
  @MaxLength(200, { message: 'Transaction reference must be at most 200 characters.' })
  transactionReference: string;
}
