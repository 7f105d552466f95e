import { ApiProperty } from '@nestjs/swagger';
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
