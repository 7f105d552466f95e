import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { EligibilitySchema } from '../shared/eligibility.schema';
import { EligibilityView } from '../shared/eligibility-view';
import { PlayerReads } from '../shared/player-reads';
import { PlayerStreams } from '../shared/player-streams';
import { UpdateEligibilityDto } from './eligibility.dto';

@ApiTags('user')
@Controller('user')
@UseGuards(SignedInGuard)
export class EligibilityController {
  constructor(
    private readonly streams: PlayerStreams,
    private readonly reads: PlayerReads,
  ) {}

  /** Age, place, identity level, the player's limits and breaks: what decides who may play for money. */
  @ApiOkResponse({ type: EligibilitySchema })
  @Get('eligibility')
  eligibility(@Req() req: Request): Promise<EligibilityView> {
    return this.reads.eligibility(currentUser(req).id);
  }

  /**
   * Gives the date of birth (once: it cannot be changed afterwards) and where the player lives; a
   * move is recorded with its time.
   */
  @ApiOkResponse({ type: EligibilitySchema })
  @Put('eligibility')
  async update(@Body() body: UpdateEligibilityDto, @Req() req: Request): Promise<EligibilityView> {
    const userId = currentUser(req).id;
    await this.streams.execute(
      userId,
      {
        type: 'RecordEligibility',
        data: {
          userId,
          dateOfBirth: body.dateOfBirth ?? null,
          country: body.country,
          region: body.region,
          now: new Date().toISOString(),
        },
      },
      commandContext(req),
    );
    return this.reads.eligibility(userId);
  }
}
