/**
 * The OpenAPI schemas of the wallet answers. Each class `implements` the view it describes, or the
 * view function returns it, so a field added to a view without its schema does not compile.
 */
import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../../infrastructure/http/api-schema';
import type { Balances, depositView, withdrawalView } from './wallet-reads';

const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'entry_fee', 'prize', 'refund', 'credit', 'debit'];

/** transactionView returns this type, so the two cannot drift apart. */
export class WalletTransactionSchema {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'deposit', description: `One of ${TRANSACTION_TYPES.join(', ')}: the direction.` })
  type: string;
  @ApiMoney({ description: 'A magnitude; `type` gives the direction.' }) amount: string;
  @ApiMoney() fee: string;
  @ApiNullable({ type: String }) description: string | null;
  @ApiProperty({ example: 'completed', description: 'pending, completed or rejected.' }) status: string;
  @ApiNullable({ type: String }) stripePaymentIntentId: string | null;
  @ApiNullable({ type: String }) tournamentId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiNullable({ type: String, format: 'date-time' }) completedAt: string | null;
}

export class BalancesSchema implements Balances {
  @ApiMoney({ description: 'Spendable now.' }) balance: string;
  @ApiMoney({ description: 'Bank transfers waiting for finance to verify them.' }) pendingBalance: string;
}

const DEPOSIT_STATUS = ['pending', 'completed', 'rejected'] as const;

export class DepositSchema implements ReturnType<typeof depositView> {
  @ApiProperty() id: string;
  @ApiProperty() userId: string;
  @ApiProperty({ enum: DEPOSIT_STATUS }) status: (typeof DEPOSIT_STATUS)[number];
  @ApiMoney() amount: string;
  @ApiMoney() fee: string;
  @ApiProperty({ example: 'card', description: 'card, apple_pay, google_pay or bank_transfer.' }) paymentMethod: string;
  @ApiProperty() transactionReference: string;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiNullable({ type: String, format: 'date-time' }) decidedAt: string | null;
  @ApiNullable({ type: String }) decidedBy: string | null;
  @ApiNullable({ type: String }) reason: string | null;
}

/** POST /api/wallet/deposit (and a recorded POST /api/payments/deposit): the deposit and the balances after it. */
export class DepositAnswerSchema extends DepositSchema implements Balances {
  @ApiMoney() balance: string;
  @ApiMoney() pendingBalance: string;
}

export class WithdrawalSchema implements ReturnType<typeof withdrawalView> {
  @ApiProperty() id: string;
  @ApiProperty() userId: string;
  @ApiProperty({ enum: ['Processing', 'Completed', 'Rejected'], description: 'As the withdrawal dialog shows it.' })
  status: 'Processing' | 'Completed' | 'Rejected';
  @ApiProperty({ enum: DEPOSIT_STATUS }) state: (typeof DEPOSIT_STATUS)[number];
  @ApiMoney() amount: string;
  @ApiMoney() fee: string;
  @ApiMoney({ description: 'What reaches the bank account: amount - fee.' }) netAmount: string;
  @ApiProperty({ description: 'Masked to the last four characters, except for finance.' }) accountNumber: string;
  @ApiProperty() accountHolderName: string;
  @ApiProperty() bankName: string;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiNullable({ type: String, format: 'date-time' }) decidedAt: string | null;
  @ApiNullable({ type: String }) decidedBy: string | null;
  @ApiNullable({ type: String }) reason: string | null;
}

/** POST /api/wallet/withdraw: the withdrawal (account masked) and the balances after it. */
export class WithdrawalAnswerSchema extends WithdrawalSchema implements Balances {
  @ApiMoney() balance: string;
  @ApiMoney() pendingBalance: string;
}

/** depositIntentView returns this type. */
export class PaymentIntentSchema {
  @ApiProperty({ description: 'For Stripe.js (or the simulated card form).' }) clientSecret: string;
  @ApiProperty() paymentIntentId: string;
  @ApiMoney({ description: 'What the wallet receives.' }) amount: string;
  @ApiMoney({ description: 'The card fee, charged on top.' }) fee: string;
  @ApiMoney({ description: 'What the card is charged: amount + fee.' }) total: string;
  @ApiProperty({ enum: ['stripe', 'simulated'] }) mode: 'stripe' | 'simulated';
}

/** POST /api/payments/deposit for a card without a paid intent: the intent to confirm. */
export class PaymentRequiredSchema extends PaymentIntentSchema {
  @ApiProperty({ enum: ['requires_payment'] }) status: 'requires_payment';
  @ApiProperty({ enum: ['card'] }) paymentMethod: 'card';
}

export class SimulatedPaymentSchema {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'succeeded', description: "The provider's status; only 'succeeded' means paid." })
  status: string;
}

export class PersonSchema {
  @ApiProperty() email: string;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
}

/** A deposit in finance's queue, with who the player is (null when the user row is gone). */
export class QueuedDepositSchema extends DepositSchema {
  @ApiNullable({ type: PersonSchema }) user: PersonSchema | null;
}

export class QueuedWithdrawalSchema extends WithdrawalSchema {
  @ApiNullable({ type: PersonSchema }) user: PersonSchema | null;
}

/** GET /api/admin/deposits with page, pageSize or search. */
export class DepositQueuePageSchema {
  @ApiProperty({ type: [QueuedDepositSchema] }) items: QueuedDepositSchema[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}

/** GET /api/admin/withdrawals with page, pageSize or search. */
export class WithdrawalQueuePageSchema {
  @ApiProperty({ type: [QueuedWithdrawalSchema] }) items: QueuedWithdrawalSchema[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}

/** Finance's answer to a withdrawal decision: the withdrawal (whole account number) and the player's balances. */
export class ReviewedWithdrawalSchema extends WithdrawalSchema implements Balances {
  @ApiMoney() balance: string;
  @ApiMoney() pendingBalance: string;
}
