import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsMoneyAmount } from '../shared/money-input';
import { trim } from '../../../infrastructure/http/text-transforms';
import { ApiMoney } from '../../../infrastructure/http/api-schema';

export class DepositPageDto {
  @ApiMoney()
  @IsMoneyAmount()
  amount: string;

  @ApiProperty({ enum: ['card', 'bank'] })
  @IsIn(['card', 'bank'], { message: 'Please choose a payment method: card or bank.' })
  method: 'card' | 'bank';

  @ApiPropertyOptional({ description: 'Bank only: the reference of the transfer the player made.' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Transaction reference is required' })
  @MaxLength(200, { message: 'Transaction reference must be at most 200 characters.' })
  transactionReference?: string;

  @ApiPropertyOptional({ description: 'Card only: the payment intent, once paid, to record it.' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'This payment reference is not valid.' })
  @MaxLength(220, { message: 'This payment reference is not valid.' })
  paymentIntentId?: string;
}
