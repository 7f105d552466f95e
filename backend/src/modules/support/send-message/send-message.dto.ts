import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trim } from '../../../infrastructure/http/text-transforms';

/** The contact form. Every field is required; lengths keep one message a reasonable size. */
export class SendSupportMessageDto {
  @ApiProperty({ example: 'Ana Lopez' })
  @Transform(trim)
  @IsString({ message: 'Please enter your name.' })
  @IsNotEmpty({ message: 'Please enter your name.' })
  @MaxLength(100, { message: 'The name must be at most 100 characters.' })
  name: string;

  @ApiProperty({ example: 'ana@example.com' })
  @Transform(trim)
  @IsString({ message: 'Please enter a valid email address.' })
  @IsNotEmpty({ message: 'Please enter a valid email address.' })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(255, { message: 'Please enter a valid email address.' })
  email: string;

  @ApiProperty({ example: 'My deposit has not arrived' })
  @Transform(trim)
  @IsString({ message: 'Please enter a subject.' })
  @IsNotEmpty({ message: 'Please enter a subject.' })
  @MaxLength(200, { message: 'The subject must be at most 200 characters.' })
  subject: string;

  @ApiProperty({ example: 'I sent $50 by bank transfer on Monday, reference TRX-123.' })
  @Transform(trim)
  @IsString({ message: 'Please enter a message.' })
  @IsNotEmpty({ message: 'Please enter a message.' })
  @MaxLength(5000, { message: 'The message must be at most 5,000 characters.' })
  message: string;
}
