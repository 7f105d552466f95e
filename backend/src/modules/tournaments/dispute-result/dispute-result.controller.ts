import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { TournamentReads } from '../shared/tournament-reads';
import { signedInContext } from '../shared/tournament-use-case';
import { TournamentView } from '../shared/tournament-view';
import { DisputeResultDto } from './dispute-result.dto';
import { DisputeResultCommand } from './dispute-result.handler';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('tournaments')
@Controller('tournaments')
export class DisputeResultController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  @ApiOkResponse({ type: TournamentSchema })
  @Post(':id/result/dispute')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async dispute(@Param('id') id: string, @Body() body: DisputeResultDto, @Req() req: Request): Promise<TournamentView> {
    await this.commands.execute(new DisputeResultCommand(id, currentUser(req).id, body.reason, signedInContext(req)));
    return this.reads.afterWrite(id);
  }
}
