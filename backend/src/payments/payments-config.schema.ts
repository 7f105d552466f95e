import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../infrastructure/http/api-schema';

export class BankTransferDetailsSchema {
  @ApiProperty() bankName: string;
  @ApiProperty() accountTitle: string;
  @ApiProperty() accountNumber: string;
  @ApiNullable({ type: String }) iban: string | null;
  @ApiNullable({ type: String }) swift: string | null;
}

/** GET /api/payments/config: what the deposit UI needs to pick a card form, and the fees and limits it shows. */
export class PaymentsConfigSchema {
  @ApiProperty({
    enum: ['stripe', 'simulated', 'disabled'],
    description: 'disabled: no Stripe keys and no test tools, so cards are refused.',
  })
  mode: 'stripe' | 'simulated' | 'disabled';
  @ApiProperty() cardPaymentsAvailable: boolean;
  @ApiProperty({ description: 'True when no real card can be charged (simulated, or a Stripe test key).' })
  testMode: boolean;
  @ApiNullable({ type: String }) publishableKey: string | null;
  @ApiProperty({ example: '3.00', description: 'Percent with two decimals.' }) cardFeePercent: string;
  @ApiProperty({ example: '2.00', description: 'Percent with two decimals.' }) withdrawalFeePercent: string;
  @ApiMoney() minWithdrawalFee: string;
  @ApiMoney() minDeposit: string;
  @ApiMoney() maxDeposit: string;
  @ApiMoney() minWithdrawal: string;
  @ApiNullable({ type: BankTransferDetailsSchema, description: 'null: bank transfer is not offered.' })
  bankTransfer: BankTransferDetailsSchema | null;
  @ApiProperty({ description: 'False without PayPal credentials: PayPal is shown unavailable and refused.' })
  paypalAvailable: boolean;
  @ApiProperty({ description: 'True when PayPal takes no real money: the simulated PayPal or the PayPal sandbox.' })
  paypalTestMode: boolean;
}
