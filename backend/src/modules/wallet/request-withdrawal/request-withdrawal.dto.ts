import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { accountNumberProblem } from '../../../domain/wallet/account-number';
import { IsMoneyAmount } from '../shared/money-input';
import { trim } from '../../../infrastructure/http/text-transforms';
import { ApiMoney } from '../../../infrastructure/http/api-schema';

export class RequestWithdrawalDto {
  @ApiMoney({ description: 'Dollars; the 2.5% fee (at least $1) comes out of it.' })
  @IsMoneyAmount()
  amount: string;

  @ApiProperty({
    example: 'PK36SCBL0000001123456702',
    description:
      'An IBAN (checked by its check digits; groups of 4 may be separated by spaces) or 6 to 34 digits, optionally grouped with spaces or hyphens.',
  })
  @Transform(trim)
  @IsString({ message: 'Account number is required' })
  @IsNotEmpty({ message: 'Account number is required' })
  @MaxLength(64, { message: 'Account number must be at most 64 characters.' })
  @IsAccountNumber()
  accountNumber: string;

  @ApiProperty({ example: 'Ali Khan' })
  @Transform(trim)
  @IsString({ message: 'Account holder name is required' })
  @IsNotEmpty({ message: 'Account holder name is required' })
  @MaxLength(200, { message: 'Account holder name must be at most 200 characters.' })
  accountHolderName: string;

  @ApiProperty({ example: 'Meezan Bank' })
  @Transform(trim)
  @IsString({ message: 'Bank name is required' })
  @IsNotEmpty({ message: 'Bank name is required' })
  @MaxLength(200, { message: 'Bank name must be at most 200 characters.' })
  bankName: string;
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
