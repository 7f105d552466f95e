import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { trim } from '../../../infrastructure/http/text-transforms';

export class SimulatedConfirmDto {
  @ApiProperty({ example: 'pi_sim_0123456789abcdef01234567' })
  @Transform(trim)
  @IsString({ message: 'The payment reference is required.' })
  @IsNotEmpty({ message: 'The payment reference is required.' })
  @Matches(/^pi_[A-Za-z0-9_]{1,200}$/, { message: 'This payment reference is not valid.' })
  paymentIntentId: string;

  @ApiProperty({ example: '4242 4242 4242 4242' })
  @IsString({ message: 'The card number is required.' })
  @IsNotEmpty({ message: 'The card number is required.' })
  @MaxLength(40, { message: 'The card number is too long.' })
  cardNumber: string;
}
