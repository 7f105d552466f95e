import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard } from '../../identity/identity.public';
import { TournamentReads } from '../shared/tournament-reads';
import { actorOf, signedInContext } from '../shared/tournament-use-case';
import { TournamentView } from '../shared/tournament-view';
import { StartTournamentCommand } from './start-tournament.handler';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('tournaments')
@Controller('tournaments')
export class StartTournamentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  @ApiOkResponse({ type: TournamentSchema })
  @Post(':id/start')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async start(@Param('id') id: string, @Req() req: Request): Promise<TournamentView> {
    await this.commands.execute(new StartTournamentCommand(id, actorOf(req), signedInContext(req)));
    return this.reads.afterWrite(id);
  }
}
