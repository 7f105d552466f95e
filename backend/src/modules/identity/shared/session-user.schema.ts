import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../../infrastructure/http/api-schema';
import type { SessionUser } from './session-user';

/** The OpenAPI schema of the session user (session-user.ts); `implements` keeps the two in step. */
export class SessionUserSchema implements SessionUser {
  @ApiProperty() id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ description: 'False until the link e-mailed at sign-up (or a resend) is opened.' })
  emailVerified: boolean;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
  @ApiNullable({ type: String }) profileImageUrl: string | null;
  @ApiMoney({ description: 'Spendable balance.' }) balance: string;
  @ApiMoney({ description: "Bank deposits awaiting finance's approval; not spendable yet." }) pendingBalance: string;
  @ApiProperty({ example: '3.5' }) padelRating: string;
  @ApiProperty({ example: '3.5' }) pickleballRating: string;
  @ApiProperty() isRatingComplete: boolean;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ description: 'A TOTP second factor is enrolled; an admin without one can only set one up.' })
  secondFactorEnabled: boolean;
  @ApiNullable({ type: String }) phone: string | null;
  @ApiNullable({ type: String }) city: string | null;
  @ApiNullable({ type: String }) bio: string | null;
  @ApiProperty({ type: 'integer' }) yearsPlaying: number;
  @ApiNullable({ type: String }) preferredPosition: string | null;
  @ApiNullable({ type: String }) favoriteGame: string | null;
  @ApiProperty({ type: 'integer', description: 'Rated matches played; after the first, results own the rating.' })
  totalMatches: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** POST /api/auth/login when the account has a second factor: the code comes next (POST /api/auth/login/second-factor). */
export class SecondFactorRequiredSchema {
  @ApiProperty({ enum: [true] }) secondFactorRequired: true;
}
