import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { TournamentReads } from '../shared/tournament-reads';
import { signedInContext } from '../shared/tournament-use-case';
import { TournamentView } from '../shared/tournament-view';
import { DeclareWinnerDto } from './declare-winner.dto';
import { DeclareWinnerCommand } from './declare-winner.handler';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('admin')
@Controller('admin/tournaments')
@UseGuards(AdminGuard)
export class DeclareWinnerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  /** 200 with the settled tournament. */
  @ApiOkResponse({ type: TournamentSchema })
  @Post(':id/declare-winner')
  @HttpCode(200)
  async declare(@Param('id') id: string, @Body() body: DeclareWinnerDto, @Req() req: Request): Promise<TournamentView> {
    await this.commands.execute(
      new DeclareWinnerCommand(
        id,
        currentUser(req).id,
        body.winnerId,
        body.score ?? null,
        body.reason ?? null,
        signedInContext(req),
      ),
    );
    return this.reads.afterWrite(id);
  }
}
