/** The OpenAPI schemas of the player's history and receipts; the view functions return these types. */
import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../../infrastructure/http/api-schema';
import { HISTORY_CATEGORIES } from './history-rows';

const KINDS = [
  'deposit',
  'card_fee',
  'withdrawal',
  'withdrawal_fee',
  'entry_fee',
  'court_share',
  'refund',
  'prize',
  'credit',
  'debit',
  'other',
];

export class HistoryLinkSchema {
  @ApiProperty({ enum: ['match', 'deposit', 'withdrawal'] }) kind: 'match' | 'deposit' | 'withdrawal';
  @ApiProperty() id: string;
}

export class WithdrawalBreakdownSchema {
  @ApiMoney({ description: 'What the player asked to withdraw.' }) amount: string;
  @ApiMoney() fee: string;
  @ApiMoney({ description: 'What reaches the bank: amount less fee.' }) arrives: string;
}

export class HistoryRowSchema {
  @ApiProperty() id: string;
  @ApiProperty() transactionId: string;
  @ApiProperty({ enum: KINDS }) kind: string;
  @ApiProperty({ enum: HISTORY_CATEGORIES }) category: string;
  @ApiProperty() label: string;
  @ApiNullable({ type: String }) description: string | null;
  @ApiProperty({ example: 'completed', description: 'pending, completed or rejected.' }) status: string;
  @ApiMoney({ description: "The row's own amount (a magnitude)." }) amount: string;
  @ApiMoney({ description: 'Signed change of the available balance; the rows of a player add up to it.' })
  walletChange: string;
  @ApiNullable({ type: HistoryLinkSchema }) link: HistoryLinkSchema | null;
  @ApiNullable({ type: String, description: 'GET /api/wallet/receipts/{receiptId}' }) receiptId: string | null;
  @ApiNullable({ type: WithdrawalBreakdownSchema }) withdrawal: WithdrawalBreakdownSchema | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class CategoryTotalSchema {
  @ApiProperty({ enum: HISTORY_CATEGORIES }) category: string;
  @ApiProperty() count: number;
  @ApiMoney({ description: "Sum of the rows' own amounts." }) amount: string;
  @ApiMoney({ description: "Sum of the rows' wallet changes." }) walletChange: string;
}

export class HistoryTotalsSchema {
  @ApiMoney({ description: 'Sum of every wallet change: the available balance.' }) balance: string;
  @ApiMoney({ description: 'Withdrawals waiting for finance.' }) held: string;
  @ApiMoney({ description: 'Bank transfers waiting for verification.' }) pendingDeposits: string;
  @ApiProperty({ type: [CategoryTotalSchema] }) categories: CategoryTotalSchema[];
}

export class HistoryPageSchema {
  @ApiProperty({ type: [HistoryRowSchema] }) items: HistoryRowSchema[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: HistoryTotalsSchema, description: 'Over the whole history, whatever the filter and page.' })
  totals: HistoryTotalsSchema;
}

export class ReceiptLineSchema {
  @ApiProperty() label: string;
  @ApiMoney() amount: string;
}

export class ReceiptSchema {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'CC-1A2B3C4D' }) number: string;
  @ApiProperty({ enum: ['deposit', 'withdrawal', 'prize'] }) kind: 'deposit' | 'withdrawal' | 'prize';
  @ApiProperty() title: string;
  @ApiProperty() status: string;
  @ApiProperty() issuedTo: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiNullable({ type: String }) description: string | null;
  @ApiProperty({ type: [ReceiptLineSchema] }) lines: ReceiptLineSchema[];
  @ApiProperty({ type: ReceiptLineSchema }) total: ReceiptLineSchema;
  @ApiNullable({ type: HistoryLinkSchema }) link: HistoryLinkSchema | null;
}
