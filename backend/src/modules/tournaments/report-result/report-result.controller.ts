import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { TournamentReads } from '../shared/tournament-reads';
import { signedInContext } from '../shared/tournament-use-case';
import { TournamentView } from '../shared/tournament-view';
import { ReportResultDto } from './report-result.dto';
import { ReportResultCommand } from './report-result.handler';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('tournaments')
@Controller('tournaments')
export class ReportResultController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  @ApiOkResponse({ type: TournamentSchema })
  @Post(':id/result')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async report(@Param('id') id: string, @Body() body: ReportResultDto, @Req() req: Request): Promise<TournamentView> {
    const setScores = body.setScores.map(({ team1, team2 }) => ({ team1, team2 }));
    const result = {
      winningTeam: body.winningTeam,
      setScores,
      ...(body.setsToWin === undefined || body.setsToWin === null ? {} : { setsToWin: body.setsToWin }),
    };
    await this.commands.execute(new ReportResultCommand(id, currentUser(req).id, result, signedInContext(req)));
    return this.reads.afterWrite(id);
  }
}
