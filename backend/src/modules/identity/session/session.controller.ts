import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard, currentUser } from '../shared/guards';
import { SessionUser, toSessionUser } from '../shared/session-user';
import { SessionUserSchema } from '../shared/session-user.schema';

@ApiTags('user')
@Controller('user')
export class SessionController {
  /** The signed-in user; 401 when signed out (the client reads that as "no user"). */
  @ApiOkResponse({ type: SessionUserSchema })
  @Get('session')
  @UseGuards(SignedInGuard)
  session(@Req() req: Request): SessionUser {
    return toSessionUser(currentUser(req));
  }
}
