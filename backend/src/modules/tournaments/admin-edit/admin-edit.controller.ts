import { Body, Controller, Delete, HttpCode, Param, Patch, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { feeCents } from '../shared/money-input';
import { TournamentReads } from '../shared/tournament-reads';
import { signedInContext } from '../shared/tournament-use-case';
import { TournamentView } from '../shared/tournament-view';
import { DeleteTournamentCommand, TournamentChanges, UpdateTournamentCommand } from './admin-edit.handler';
import { UpdateTournamentDto } from './update-tournament.dto';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('admin')
@Controller('tournaments')
@UseGuards(AdminGuard)
export class AdminEditController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  /** 200 with the tournament; a fee change once anyone has paid is a 409 with the reason. */
  @ApiOkResponse({ type: TournamentSchema })
  @Patch(':id')
  async update(
    @Param('id') id: string,
    @Body() body: UpdateTournamentDto,
    @Req() req: Request,
  ): Promise<TournamentView> {
    await this.reads.one(id);
    const changes: TournamentChanges = {
      ...(body.name === undefined || body.name === null ? {} : { name: body.name }),
      ...(body.location === undefined ? {} : { location: body.location }),
      ...(body.entryFee === undefined || body.entryFee === null ? {} : { entryFeeCents: feeCents(body.entryFee) }),
      ...(body.courtFee === undefined || body.courtFee === null ? {} : { courtFeeCents: feeCents(body.courtFee) }),
      ...(body.status === undefined || body.status === null ? {} : { status: body.status }),
    };
    await this.commands.execute(new UpdateTournamentCommand(id, currentUser(req).id, changes, signedInContext(req)));
    return this.reads.afterWrite(id);
  }

  /** Refunds every escrow first, then hides the tournament; the events are kept. */
  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @Req() req: Request): Promise<{ message: string }> {
    await this.reads.one(id);
    await this.commands.execute(new DeleteTournamentCommand(id, currentUser(req).id, signedInContext(req)));
    return { message: 'The tournament was deleted; every entry fee it held was refunded.' };
  }
}
