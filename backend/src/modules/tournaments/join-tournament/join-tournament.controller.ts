import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { Idempotent } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { TournamentReads } from '../shared/tournament-reads';
import { TournamentView } from '../shared/tournament-view';
import { JoinTournamentCommand, JoinTournamentResult } from './join-tournament.command';
import { JoinTournamentDto } from './join-tournament.dto';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('tournaments')
@Controller('tournaments')
export class JoinTournamentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  /** Pays the entry fee into the tournament's escrow and takes the slot: 200, 409 (taken, full, already in), 400 (balance). */
  @ApiOkResponse({ type: TournamentSchema })
  @Post(':id/join')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @Idempotent()
  async join(@Param('id') id: string, @Body() body: JoinTournamentDto, @Req() req: Request): Promise<TournamentView> {
    await this.commands.execute<JoinTournamentCommand, JoinTournamentResult>(
      new JoinTournamentCommand(
        id,
        currentUser(req).id,
        body.teamNumber ?? null,
        body.position ?? null,
        commandContext(req),
      ),
    );
    return this.reads.afterWrite(id);
  }
}
