import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CardDepositMethod } from '../../../domain/wallet/wallet.events';
import { IsMoneyAmount } from '../shared/money-input';
import { ApiMoney } from '../../../infrastructure/http/api-schema';

export const CARD_METHODS: readonly CardDepositMethod[] = ['card', 'apple_pay', 'google_pay'];

export class CreatePaymentIntentDto {
  @ApiMoney({ description: 'What the wallet receives; the card is charged this plus the card fee.' })
  @IsMoneyAmount()
  amount: string;

  @ApiPropertyOptional({ enum: CARD_METHODS, default: 'card' })
  @IsOptional()
  @IsIn(CARD_METHODS, { message: 'Please choose card, apple_pay or google_pay.' })
  paymentMethod?: CardDepositMethod;
}
