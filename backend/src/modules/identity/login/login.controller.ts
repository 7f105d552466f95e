import { Controller, Get, Post, Redirect, Req } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { currentUser } from '../shared/guards';
import { SessionUser, toSessionUser } from '../shared/session-user';
import { SignIn } from './local-auth.guard';
import { SecondFactorRequiredSchema, SessionUserSchema } from '../shared/session-user.schema';

@ApiTags('auth')
@Controller()
export class LoginController {
  /**
   * Players and admins sign in here; the answer carries isAdmin. An account with a second factor
   * gets `{ secondFactorRequired: true }` instead (see LocalAuthGuard), and the code comes next.
   */
  @ApiExtraModels(SessionUserSchema, SecondFactorRequiredSchema)
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(SessionUserSchema) }, { $ref: getSchemaPath(SecondFactorRequiredSchema) }],
    },
  })
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
