import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../infrastructure/http/session.setup';
import {
  SessionUserSchema,
  SignIn,
  SignedInGuard,
  currentUser,
  SessionUser,
  toSessionUser,
} from '../identity/identity.public';
import { CreateTestUserDto } from './create-test-user.dto';
import { DevOnlyGuard } from './dev-only.guard';
import { LogoutSchema, TestUserSchema } from './dev-tools.schema';
import { TestUsersService, TestUserView } from './test-users.service';

/** The seed's developer test pages' API. Mounted only with the test tools on; never in production. */
@ApiTags('developer tools')
@Controller('test')
@UseGuards(DevOnlyGuard)
export class DevToolsController {
  constructor(private readonly testUsers: TestUsersService) {}

  /** The normal sign-in (same guard, throttle and session). */
  @ApiOkResponse({ type: SessionUserSchema })
  @Post('login')
  @SignIn()
  login(@Req() req: Request): SessionUser {
    return toSessionUser(currentUser(req));
  }

  /** The signed-in user with balance and rating; 401 when signed out. */
  @ApiOkResponse({ type: TestUserSchema })
  @Get('user')
  @UseGuards(SignedInGuard)
  user(@Req() req: Request): Promise<TestUserView> {
    return this.testUsers.view(currentUser(req).id);
  }

  @ApiOkResponse({ type: LogoutSchema })
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutSchema> {
    await new Promise<void>((resolve, reject) => req.logout((error?: Error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true, message: 'Logged out successfully.' };
  }

  /** Registers a user (not signed in) with a rating and a starting balance credited on the ledger. */
  @ApiCreatedResponse({ type: TestUserSchema })
  @Post('create-user')
  @HttpCode(201)
  createUser(@Body() body: CreateTestUserDto, @Req() req: Request): Promise<TestUserView> {
    return this.testUsers.create(body, req.correlationId ?? randomUUID());
  }
}
