import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/decider';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard, UNAUTHORIZED_MESSAGE, currentUser } from '../shared/guards';
import { SessionUser, toSessionUser } from '../shared/session-user';
import { UsersReadRepository } from '../shared/users.read-repository';
import { SessionUserSchema } from '../shared/session-user.schema';

@ApiTags('user')
@Controller('user')
export class SessionController {
  constructor(private readonly users: UsersReadRepository) {}

  /**
   * The signed-in user; 401 when signed out (the client reads that as "no user"). Read fresh, not
   * from the signed-in cache: it shows the balance, and a GET has waited for this instance's writes.
   */
  @ApiOkResponse({ type: SessionUserSchema })
  @Get('session')
  @UseGuards(SignedInGuard)
  async session(@Req() req: Request): Promise<SessionUser> {
    const row = await this.users.findById(currentUser(req).id);
    if (!row) throw new DomainError('AUTH.UNAUTHORIZED', UNAUTHORIZED_MESSAGE, 'unauthorized');
    return toSessionUser(row);
  }
}
