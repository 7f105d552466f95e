import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard } from '../../identity/identity.public';
import { TournamentReads } from '../shared/tournament-reads';
import { actorOf, signedInContext } from '../shared/tournament-use-case';
import { TournamentView } from '../shared/tournament-view';
import { CancelTournamentDto } from './cancel-tournament.dto';
import { CancelTournamentCommand } from './cancel-tournament.handler';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('tournaments')
@Controller('tournaments')
export class CancelTournamentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  /** 200 with the cancelled tournament; every player has been refunded. */
  @ApiOkResponse({ type: TournamentSchema })
  @Post(':id/cancel')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async cancel(
    @Param('id') id: string,
    @Body() body: CancelTournamentDto,
    @Req() req: Request,
  ): Promise<TournamentView> {
    await this.commands.execute(
      new CancelTournamentCommand(id, actorOf(req), body.reason ?? null, signedInContext(req)),
    );
    return this.reads.afterWrite(id);
  }
}
