import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../infrastructure/http/text-transforms';

export class RequestEmailChangeDto {
  @ApiProperty({ example: 'ana@example.com', description: 'The new address; it gets a link to confirm.' })
  @Transform(trim)
  @IsString({ message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(255, { message: 'Email must be at most 255 characters.' })
  email: string;

  @ApiProperty({ description: 'The account’s current password.' })
  @IsString({ message: 'Please enter your current password.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  password: string;
}

export class EmailChangeLinkDto {
  @ApiProperty()
  @IsString({ message: 'This link is not valid. To change your email address, start again from your profile.' })
  @MaxLength(200, { message: 'This link is not valid. To change your email address, start again from your profile.' })
  token: string;
}
