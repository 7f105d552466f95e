import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class CurrentPasswordDto {
  @ApiProperty({ description: 'The account’s current password.' })
  @IsString({ message: 'Please enter your current password.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password: string;
}

export class SecondFactorCodeDto {
  @ApiProperty({ description: 'The 6-digit code the authenticator app shows, or a recovery code.', example: '123456' })
  @IsString({ message: 'Please enter the code from your authenticator app.' })
  @MaxLength(40, { message: 'That code is too long: enter the 6 digits your app shows, or a recovery code.' })
  code: string;
}

export class TotpSetupSchema {
  @ApiProperty({ description: 'Base32 secret to type into an authenticator app.' }) secret: string;
  @ApiProperty({ description: 'The same as an otpauth:// URL (for a QR code).' }) otpauthUrl: string;
}

export class RecoveryCodesSchema {
  @ApiProperty({ type: [String], description: 'Shown once; each works once in place of a code.' })
  recoveryCodes: string[];
}
