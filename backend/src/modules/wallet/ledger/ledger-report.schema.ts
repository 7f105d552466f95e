import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../../infrastructure/http/api-schema';
import type { LedgerDifference, LedgerReport } from './ledger-verifier';

/** GET /api/admin/ledger/verify; `implements` keeps the schema in step with the verifier's report. */
const CHECKS = [
  'double-entry',
  'negative-balance',
  'ledger-vs-fold',
  'users.balance',
  'users.pending_balance',
  'platform-mirror',
  'escrow',
  'chain',
  'seal',
] as const;

export class LedgerDifferenceSchema implements LedgerDifference {
  @ApiProperty({ enum: CHECKS }) check: (typeof CHECKS)[number];
  @ApiProperty() subject: string;
  @ApiProperty({ required: false }) expected?: string;
  @ApiProperty({ required: false }) actual?: string;
  @ApiProperty() message: string;
}

export class LedgerReportSchema implements LedgerReport {
  @ApiProperty() ok: boolean;
  @ApiProperty({ type: 'integer' }) checkedWallets: number;
  @ApiProperty({ type: 'integer' }) checkedEvents: number;
  @ApiProperty({ type: [LedgerDifferenceSchema] }) differences: LedgerDifferenceSchema[];
}

export class LedgerBalancesSchema {
  @ApiMoney() available: string;
  @ApiMoney({ description: 'Held for a pending withdrawal or an entry fee being taken.' }) held: string;
  @ApiMoney() pendingDeposits: string;
}

export class PostingSchema {
  @ApiProperty({ example: 'platform:clearing:card' }) source: string;
  @ApiProperty({ example: 'wallet:u1:available' }) destination: string;
  @ApiMoney() amount: string;
  @ApiProperty({ example: 'USD/2' }) asset: string;
  @ApiProperty({ example: 'Card fee', description: 'What the posting is, from the posting table.' }) label: string;
}

export class LedgerEntrySchema {
  @ApiProperty() eventId: string;
  @ApiProperty({ type: 'integer' }) revision: number;
  @ApiProperty({ example: 'Deposited' }) type: string;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
  @ApiNullable({ type: String }) actorUserId: string | null;
  @ApiNullable({ type: String }) reason: string | null;
  @ApiProperty({ type: [PostingSchema] }) postings: PostingSchema[];
  @ApiProperty({ type: LedgerBalancesSchema }) balanceAfter: LedgerBalancesSchema;
}

/** GET /api/admin/ledger/{userId}: a wallet as it stood at `at`, replayed from its stream; the controller returns this type. */
export class LedgerSnapshotSchema {
  @ApiProperty() userId: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: LedgerBalancesSchema }) balance: LedgerBalancesSchema;
  @ApiProperty({ type: [LedgerEntrySchema] }) entries: LedgerEntrySchema[];
}
