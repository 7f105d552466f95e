import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiMoney, ApiNullable } from '../../../infrastructure/http/api-schema';
import { PageQueryDto, Paged } from '../../../infrastructure/http/paging';
import { trim } from '../../../infrastructure/http/text-transforms';
import { APPROVAL_STATUSES, ApprovalStatusFilter, ApprovalView } from './approvals.read';

export class ApprovalsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: APPROVAL_STATUSES })
  @IsOptional()
  @IsIn(APPROVAL_STATUSES, { message: 'Status must be pending, granted, rejected or failed.' })
  status?: ApprovalStatusFilter;
}

export class ApprovalSchema implements ApprovalView {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['balance_adjustment', 'deposit_approval', 'withdrawal_completion', 'role_change'] })
  kind: string;
  @ApiProperty({ enum: APPROVAL_STATUSES }) status: string;
  @ApiProperty({ description: 'The player (or user) the action is about.' }) userId: string;
  @ApiNullable({ type: String }) userEmail: string | null;
  @ApiProperty({ description: 'The adjustment, deposit or withdrawal id; the user id for a role change.' })
  subjectId: string;
  @ApiMoney({ nullable: true, description: 'Signed for an adjustment; null for a role change.' })
  amount: string | null;
  @ApiNullable({ type: String, description: 'admin or player, for a role change.' }) role: string | null;
  @ApiProperty() reason: string;
  @ApiProperty() requestedBy: string;
  @ApiNullable({ type: String }) requestedByEmail: string | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiNullable({ type: String }) decidedBy: string | null;
  @ApiNullable({ type: String }) decisionReason: string | null;
  @ApiNullable({ type: String, format: 'date-time' }) decidedAt: string | null;
  @ApiNullable({ type: String, description: 'Why carrying out a granted request was refused.' })
  failure: string | null;
}

export class ApprovalsPageSchema implements Paged<ApprovalView> {
  @ApiProperty({ type: [ApprovalSchema] }) items: ApprovalSchema[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class AwaitingSecondApprovalSchema {
  @ApiProperty({ enum: ['awaiting_second_approval'] }) status: 'awaiting_second_approval';
  @ApiProperty() approvalId: string;
}

export class ApprovalDecisionSchema {
  @ApiProperty() approvalId: string;
  @ApiProperty({ enum: ['granted', 'rejected'] }) status: 'granted' | 'rejected';
  @ApiPropertyOptional({ description: 'The second admin (when granted).' }) approvedBy?: string;
}

/** Approving: a note is optional. */
export class ApproveApprovalDto {
  @ApiPropertyOptional({ example: 'Checked the ticket and the bank statement' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason?: string;
}

/** Rejecting always says why. */
export class RejectApprovalDto {
  @ApiProperty({ example: 'No ticket supports this credit' })
  @Transform(trim)
  @IsString({ message: 'A reason is required.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason: string;
}
