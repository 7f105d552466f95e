import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { accountNumberProblem } from '../../../domain/wallet/account-number';
import { IsMoneyAmount } from '../shared/money-input';
import { trim } from '../../../infrastructure/http/text-transforms';
import { ApiMoney } from '../../../infrastructure/http/api-schema';

/** Bank details are asked for only when the money goes to a bank. */
const toBank = (body: RequestWithdrawalDto) => body.method !== 'card';

export class RequestWithdrawalDto {
  @ApiMoney({
    description:
      'Dollars. To a bank the 2.5% fee (at least $1) comes out of it; to a card there is no fee (docs/decisions/card-withdrawals.md).',
  })
  @IsMoneyAmount()
  amount: string;

  @ApiProperty({
    enum: ['bank', 'card'],
    required: false,
    default: 'bank',
    description:
      '"card": refunded to the card the player deposited with, up to what one card payment brought in and has not been refunded (GET /api/wallet/card-withdrawable). Bank details are then not needed.',
  })
  @IsOptional()
  @IsIn(['bank', 'card'], { message: 'Method must be "bank" or "card".' })
  method?: 'bank' | 'card';

  @ApiProperty({
    required: false,
    example: 'PK36SCBL0000001123456702',
    description:
      'Required to a bank. An IBAN (checked by its check digits; groups of 4 may be separated by spaces) or 6 to 34 digits, optionally grouped with spaces or hyphens.',
  })
  @ValidateIf(toBank)
  @Transform(trim)
  @IsString({ message: 'Account number is required' })
  @IsNotEmpty({ message: 'Account number is required' })
  @MaxLength(64, { message: 'Account number must be at most 64 characters.' })
  @IsAccountNumber()
  accountNumber?: string;

  @ApiProperty({ required: false, example: 'Ali Khan', description: 'Required to a bank.' })
  @ValidateIf(toBank)
  @Transform(trim)
  @IsString({ message: 'Account holder name is required' })
  @IsNotEmpty({ message: 'Account holder name is required' })
  @MaxLength(200, { message: 'Account holder name must be at most 200 characters.' })
  accountHolderName?: string;

  @ApiProperty({ required: false, example: 'Meezan Bank', description: 'Required to a bank.' })
  @ValidateIf(toBank)
  @Transform(trim)
  @IsString({ message: 'Bank name is required' })
  @IsNotEmpty({ message: 'Bank name is required' })
  @MaxLength(200, { message: 'Bank name must be at most 200 characters.' })
  bankName?: string;
}

/** The documented account number format (domain/wallet/account-number.ts). */
function IsAccountNumber(): PropertyDecorator {
  return ValidateBy({
    name: 'isAccountNumber',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && accountNumberProblem(value) === null,
      defaultMessage: (args) =>
        typeof args?.value === 'string' ? (accountNumberProblem(args.value) ?? '') : 'Account number is required',
    },
  });
}
