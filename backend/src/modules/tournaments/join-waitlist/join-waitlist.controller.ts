import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { TournamentReads } from '../shared/tournament-reads';
import { signedInContext } from '../shared/tournament-use-case';
import { TournamentView } from '../shared/tournament-view';
import { JoinWaitlistCommand } from './join-waitlist.handler';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('tournaments')
@Controller('tournaments')
export class JoinWaitlistController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  @ApiOkResponse({ type: TournamentSchema })
  @Post(':id/waitlist')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async waitlist(@Param('id') id: string, @Req() req: Request): Promise<TournamentView> {
    await this.commands.execute(new JoinWaitlistCommand(id, currentUser(req).id, signedInContext(req)));
    return this.reads.afterWrite(id);
  }
}
