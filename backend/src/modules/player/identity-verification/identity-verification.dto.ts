import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../infrastructure/http/text-transforms';
import { ApiNullable } from '../../../infrastructure/http/api-schema';

export class StartVerificationDto {
  @ApiPropertyOptional({ enum: [1, 2], description: '1: identity (default); 2: enhanced, with proof of address.' })
  @IsOptional()
  @IsIn([1, 2], { message: 'The level must be 1 (identity) or 2 (enhanced).' })
  level?: 1 | 2;
}

export class VerificationAnswerSchema {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ['simulated', 'stripe', 'manual'] }) provider: string;
  @ApiProperty({ enum: ['pending', 'verified', 'rejected'] }) status: string;
  @ApiProperty({ enum: [1, 2] }) level: 1 | 2;
  @ApiProperty({ description: 'True for the simulated provider: nothing is really checked.' }) testMode: boolean;
  @ApiNullable({ type: String }) url: string | null;
}

export class CompleteTestVerificationDto {
  @ApiProperty({ enum: ['verified', 'rejected'] })
  @IsIn(['verified', 'rejected'], { message: 'The outcome must be "verified" or "rejected".' })
  outcome: 'verified' | 'rejected';

  @ApiPropertyOptional({ description: 'The name the simulated document shows; default: the account name.' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  legalName?: string;
}

export class UploadedDocumentSchema {
  @ApiProperty() id: string;
  @ApiProperty() verificationId: string;
  @ApiProperty({ enum: ['image/jpeg', 'image/png', 'application/pdf'], description: 'Found in the bytes.' })
  contentType: string;
  @ApiProperty({ type: 'integer' }) sizeBytes: number;
  @ApiProperty({ description: 'Hex SHA-256 of the stored bytes.' }) sha256: string;
}
