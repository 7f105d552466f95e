import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney } from '../../../infrastructure/http/api-schema';
import { IsMoneyAmount } from '../shared/money-input';

export class CreatePayPalOrderDto {
  @ApiMoney({ description: 'What the wallet receives; PayPal is asked for this plus the card fee.' })
  @IsMoneyAmount()
  amount: string;
}

export class PayPalOrderSchema {
  @ApiProperty() orderId: string;
  @ApiProperty({ description: 'Where the browser goes to approve the payment at PayPal.' }) approveUrl: string;
  @ApiMoney() amount: string;
  @ApiMoney() fee: string;
  @ApiMoney() total: string;
}
