import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class RequestPasswordResetDto {
  @ApiProperty({ example: 'ana@example.com' })
  @IsString({ message: 'Email is required.' })
  @MaxLength(255, { message: 'Email must be at most 255 characters.' })
  email: string;
}

/** The password rule is registration's (RegisterDto); keep the two in step. */
export class ConfirmPasswordResetDto {
  @ApiProperty()
  @IsString({ message: 'This reset link is not valid. Please ask for a new one.' })
  @MaxLength(200, { message: 'This reset link is not valid. Please ask for a new one.' })
  token: string;

  @ApiProperty({ minLength: 8 })
  @IsString({ message: 'Password is required.' })
  @MinLength(8, { message: 'Password must be at least 8 characters.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password: string;
}
