/**
 * The OpenAPI schemas of the developer test pages' answers. TestUserSchema `implements` TestUserView
 * and LogoutSchema is the logout's declared answer, so a field added to either without its schema
 * does not compile.
 */
import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney, ApiNullable } from '../../infrastructure/http/api-schema';
import { SKILL_LEVELS, type SkillLevel } from './create-test-user.dto';
import type { TestUserView } from './test-users.service';

export class TestUserSchema implements TestUserView {
  @ApiProperty() id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiNullable({ type: String }) firstName: string | null;
  @ApiNullable({ type: String }) lastName: string | null;
  @ApiMoney({ description: 'The available wallet balance.' }) balance: string;
  @ApiProperty({ example: '5.0', description: 'On the 1.0-10.0 scale.' }) padelRating: string;
  @ApiNullable({ type: String, enum: SKILL_LEVELS }) skillLevel: SkillLevel | null;
  @ApiProperty({ type: 'integer' }) yearsPlaying: number;
  @ApiNullable({ type: String, example: 'both' }) preferredPosition: string | null;
  @ApiNullable({ type: String, example: 'padel' }) favoriteGame: string | null;
  @ApiProperty() isAdmin: boolean;
}

export class LogoutSchema {
  @ApiProperty({ enum: [true] }) ok: true;
  @ApiProperty({ example: 'Logged out successfully.' }) message: string;
}
