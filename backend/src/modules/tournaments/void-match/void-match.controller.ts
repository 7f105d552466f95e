import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminGuard, currentUser } from '../../identity/identity.public';
import { TournamentReads } from '../shared/tournament-reads';
import { signedInContext } from '../shared/tournament-use-case';
import { TournamentView } from '../shared/tournament-view';
import { VoidMatchDto } from './void-match.dto';
import { VoidMatchCommand } from './void-match.handler';
import { TournamentSchema } from '../shared/tournament-view.schema';

@ApiTags('admin')
@Controller('admin/tournaments')
@UseGuards(AdminGuard)
export class VoidMatchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: TournamentReads,
  ) {}

  /** 200 with the cancelled tournament; every entry fee and court share has been refunded. */
  @ApiOkResponse({ type: TournamentSchema })
  @Post(':id/void')
  @HttpCode(200)
  async void(@Param('id') id: string, @Body() body: VoidMatchDto, @Req() req: Request): Promise<TournamentView> {
    await this.commands.execute(new VoidMatchCommand(id, currentUser(req).id, body.reason, signedInContext(req)));
    return this.reads.afterWrite(id);
  }
}
