import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { trimToUndefined } from '../../../infrastructure/http/text-transforms';

/** Invite by e-mail (a valid address), by phone (at least 10 characters) or both; the name is optional. */
export class CreateInvitationDto {
  @ApiPropertyOptional({ example: 'bo@example.com' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString({ message: 'Invalid email address' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(255, { message: 'Email must be at most 255 characters.' })
  email?: string;

  @ApiPropertyOptional({ example: '+92 300 1234567', minLength: 10, maxLength: 20 })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString({ message: 'Phone number must be at least 10 characters.' })
  @MinLength(10, { message: 'Phone number must be at least 10 characters.' })
  @MaxLength(20, { message: 'Phone number must be at most 20 characters.' })
  @Matches(/^[0-9+()\-. ]+$/, { message: 'Phone number may contain only digits, spaces and + ( ) - .' })
  phone?: string;

  @ApiPropertyOptional({ example: 'Bo' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString({ message: 'Name must be text.' })
  @MaxLength(255, { message: 'Name must be at most 255 characters.' })
  name?: string;
}
