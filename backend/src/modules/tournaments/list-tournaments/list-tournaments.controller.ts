import { Controller, Get, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { HistoryItem, TournamentReads } from '../shared/tournament-reads';
import { TournamentView } from '../shared/tournament-view';
import { TournamentHistoryItemSchema, TournamentSchema } from '../shared/tournament-view.schema';

/** The tournament lists and the detail; every answer is the contract's tournament JSON. */
@ApiTags('tournaments')
@Controller()
@UseGuards(SignedInGuard)
export class ListTournamentsController {
  constructor(private readonly reads: TournamentReads) {}

  /** Every tournament that is not deleted, newest start first; `?status=waiting` filters. */
  @ApiOkResponse({ type: [TournamentSchema] })
  @Get('tournaments')
  @ApiQuery({ name: 'status', required: false, enum: ['waiting', 'in_progress', 'completed', 'cancelled'] })
  list(@Query('status') status?: string): Promise<TournamentView[]> {
    return this.reads.list(typeof status === 'string' && status !== '' ? status : undefined);
  }

  @ApiOkResponse({ type: TournamentSchema })
  @Get('tournaments/:id')
  one(@Param('id') id: string): Promise<TournamentView> {
    return this.reads.one(id);
  }

  /** The signed-in user's tournaments (created or holding a slot), any status. */
  @ApiOkResponse({ type: [TournamentSchema] })
  @Get('user/tournaments')
  mine(@Req() req: Request): Promise<TournamentView[]> {
    return this.reads.ofUser(currentUser(req).id);
  }

  /** Completed tournaments the user played, newest first, with `result: { placement, prize }`. */
  @ApiOkResponse({ type: [TournamentHistoryItemSchema] })
  @Get('user/tournament-history')
  history(@Req() req: Request): Promise<HistoryItem[]> {
    return this.reads.history(currentUser(req).id);
  }

  @ApiOkResponse({ type: [TournamentSchema] })
  @Get('user/:id/tournaments')
  ofUser(@Param('id') id: string): Promise<TournamentView[]> {
    return this.reads.ofUser(id);
  }
}
