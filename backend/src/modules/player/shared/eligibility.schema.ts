/** The OpenAPI schemas of the eligibility answers (each `implements` its view, so they cannot drift). */
import { ApiProperty } from '@nestjs/swagger';
import { ApiNullable } from '../../../infrastructure/http/api-schema';
import type { EligibilityView, KycStatus, LimitView } from './eligibility-view';

class PendingLimitSchema {
  @ApiNullable({ type: String, example: '500.00' }) amount: string | null;
  @ApiProperty({ format: 'date-time' }) effectiveAt: string;
}

export class LimitSchema implements LimitView {
  @ApiNullable({ type: String, example: '100.00' }) amount: string | null;
  @ApiNullable({ type: String, example: '40.00' }) left: string | null;
  @ApiNullable({ type: String, format: 'date-time' }) resetsAt: string | null;
  @ApiNullable({ type: PendingLimitSchema }) pending: PendingLimitSchema | null;
}

export class LimitsSchema {
  @ApiProperty({ type: LimitSchema }) daily: LimitSchema;
  @ApiProperty({ type: LimitSchema }) weekly: LimitSchema;
  @ApiProperty({ type: LimitSchema }) monthly: LimitSchema;
  @ApiNullable({ type: String, example: '2000.00' }) unverifiedDepositLeft: string | null;
  @ApiNullable({ type: String, example: '10000.00' }) dailyWithdrawal: string | null;
}

export class EligibilitySchema implements EligibilityView {
  @ApiNullable({ type: String, example: '1990-04-01' }) dateOfBirth: string | null;
  @ApiNullable({ type: String, example: 'US' }) country: string | null;
  @ApiNullable({ type: String, example: 'US-CA' }) region: string | null;
  @ApiProperty() restricted: boolean;
  @ApiProperty({ enum: [0, 1, 2] }) kycLevel: 0 | 1 | 2;
  @ApiProperty({ enum: ['unverified', 'pending', 'verified', 'rejected'] }) kycStatus: KycStatus;
  @ApiProperty({ type: LimitsSchema }) limits: LimitsSchema;
  @ApiNullable({ type: String, format: 'date-time' }) coolOffUntil: string | null;
  @ApiNullable({ type: String, format: 'date-time' }) selfExcludedUntil: string | null;
}
