import { Controller, Get, Post, Redirect, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { currentUser } from '../shared/guards';
import { SessionUser, toSessionUser } from '../shared/session-user';
import { SignIn } from './local-auth.guard';
import { SessionUserSchema } from '../shared/session-user.schema';

@ApiTags('auth')
@Controller()
export class LoginController {
  /** Players and admins sign in here; the answer carries isAdmin. */
  @ApiOkResponse({ type: SessionUserSchema })
  @Post('auth/login')
  @SignIn()
  login(@Req() req: Request): SessionUser {
    return toSessionUser(currentUser(req));
  }

  /** A leftover link target in the seed's footer and invitation flow. */
  @Get('login')
  @Redirect('/auth', 302)
  legacyLogin(): void {
    return undefined;
  }
}
