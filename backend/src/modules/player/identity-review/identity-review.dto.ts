import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiNullable } from '../../../infrastructure/http/api-schema';
import { PageQueryDto } from '../../../infrastructure/http/paging';
import { trim } from '../../../infrastructure/http/text-transforms';
import type { IdentityReviewRead } from './identity-review.read';

export const REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;

/** `?status=pending&page=&pageSize=&search=` (search: the player's e-mail or name). */
export class ReviewQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_STATUSES, description: 'Unset: every status.' })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: 'The status must be pending, verified or rejected.' })
  status?: (typeof REVIEW_STATUSES)[number];
}

const reason = { example: 'Passport photo page checked against the account' };

export class ApproveVerificationDto {
  @ApiPropertyOptional({ description: "The name on the document; default: the account's name." })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'The legal name must be text.' })
  @IsNotEmpty({ message: 'The legal name must not be empty (leave it out to use the account name).' })
  @MaxLength(200, { message: 'The legal name must be at most 200 characters.' })
  legalName?: string;

  @ApiProperty(reason)
  @Transform(trim)
  @IsString({ message: 'A reason is required.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason: string;
}

export class RejectVerificationDto {
  @ApiProperty({ example: 'The photo is too blurry to read; please upload a sharper one.' })
  @Transform(trim)
  @IsString({ message: 'A reason is required.' })
  @IsNotEmpty({ message: 'A reason is required.' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters.' })
  reason: string;
}

type ReviewPage = Awaited<ReturnType<IdentityReviewRead['page']>>;
type ReviewItem = ReviewPage['items'][number];
type ReviewDocument = ReviewItem['documents'][number];

export class IdentityReviewDocumentSchema implements ReviewDocument {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['image/jpeg', 'image/png', 'application/pdf'] }) contentType: string;
  @ApiProperty({ type: 'integer' }) sizeBytes: number;
  @ApiProperty() sha256: string;
  @ApiProperty({ format: 'date-time' }) uploadedAt: string;
}

export class IdentityReviewItemSchema implements ReviewItem {
  @ApiProperty() id: string;
  @ApiProperty() userId: string;
  @ApiNullable({ type: String }) userEmail: string | null;
  @ApiNullable({ type: String, description: "The account's first and last name." }) userName: string | null;
  @ApiProperty({ enum: ['manual'] }) provider: string;
  @ApiProperty({ enum: [1, 2], description: '1: identity; 2: enhanced (proof of address).' }) level: number;
  @ApiProperty({ enum: REVIEW_STATUSES }) status: string;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiNullable({ type: String }) decidedBy: string | null;
  @ApiNullable({ type: String }) decidedByEmail: string | null;
  @ApiNullable({ type: String }) decisionReason: string | null;
  @ApiNullable({ type: String }) legalName: string | null;
  @ApiNullable({ type: String, format: 'date-time' }) decidedAt: string | null;
  @ApiProperty({ type: [IdentityReviewDocumentSchema] }) documents: IdentityReviewDocumentSchema[];
}

export class IdentityReviewPageSchema implements ReviewPage {
  @ApiProperty({ type: [IdentityReviewItemSchema] }) items: IdentityReviewItemSchema[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) pageSize: number;
}

export class IdentityReviewDecisionSchema {
  @ApiProperty() id: string;
  @ApiProperty({ enum: REVIEW_STATUSES, description: 'What happened: a name that does not match is a rejection.' })
  status: string;
  @ApiProperty({ enum: [1, 2] }) level: number;
  @ApiNullable({ type: String, description: 'The recorded reason (for a rejection, why).' }) reason: string | null;
}
