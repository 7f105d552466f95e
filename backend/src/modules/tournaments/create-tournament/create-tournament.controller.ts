import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { PLAYERS_PER_TOURNAMENT } from '../../../domain/tournament/tournament.constants';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { Idempotent, idempotencyKeyOf } from '../../../infrastructure/http/idempotency/idempotency.interceptor';
import { feeCents } from '../shared/money-input';
import { TournamentReads } from '../shared/tournament-reads';
import { TournamentView } from '../shared/tournament-view';
import { CreateTournamentDto } from './create-tournament.dto';
import { CreateTournamentCommand } from './create-tournament.handler';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('tournaments')
@Controller('tournaments')
export class CreateTournamentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  /** 201 with the tournament; the creator holds Team 1 Position 1 and has paid. 400 when the balance is short. */
  @ApiCreatedResponse({ type: TournamentSchema })
  @Post()
  @HttpCode(201)
  @UseGuards(SignedInGuard)
  @Idempotent()
  async create(@Body() body: CreateTournamentDto, @Req() req: Request): Promise<TournamentView> {
    const input = {
      name: body.name,
      game: body.game,
      location: body.location ? body.location : null,
      totalFeePerPlayerCents: feeCents(body.totalFeePerPlayer),
      courtFeeCents: body.courtFee === undefined || body.courtFee === null ? 0 : feeCents(body.courtFee),
      maxPlayers: body.maxPlayers ?? PLAYERS_PER_TOURNAMENT,
      startTime: new Date(body.startTime).toISOString(),
    };
    const { tournamentId } = await this.commands.execute<CreateTournamentCommand, { tournamentId: string }>(
      new CreateTournamentCommand(input, currentUser(req).id, commandContext(req), idempotencyKeyOf(req)),
    );
    return this.reads.afterWrite(tournamentId);
  }
}
