import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { passwordProblem } from './password-policy';

export class PasswordCheckDto {
  @ApiProperty()
  @IsString({ message: 'Password is required.' })
  @MaxLength(1000, { message: 'Password is too long to check.' })
  password: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Email must be text.' })
  @MaxLength(255, { message: 'Email must be at most 255 characters.' })
  email?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'First name must be text.' })
  @MaxLength(100, { message: 'First name must be at most 100 characters.' })
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Last name must be text.' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters.' })
  lastName?: string;
}

@ApiTags('auth')
@Controller('auth')
export class PasswordCheckController {
  /**
   * The sign-up form asks here before it submits, so it shows exactly the sentence registration
   * would answer. Stores nothing and says nothing about any account.
   */
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['acceptable', 'message'],
      properties: {
        acceptable: { type: 'boolean' },
        message: { type: 'string', nullable: true, description: 'Why the password is refused; null when acceptable.' },
      },
    },
  })
  @Post('password-check')
  @HttpCode(200)
  check(@Body() body: PasswordCheckDto): { acceptable: boolean; message: string | null } {
    const message = passwordProblem(body.password, body);
    return { acceptable: message === null, message };
  }
}
