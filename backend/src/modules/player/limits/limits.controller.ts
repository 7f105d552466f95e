import { Body, Controller, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Cents, parseMoney } from '../../../domain/shared/money';
import { commandContext } from '../../../infrastructure/http/request-context';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { LeaveUnstartedMatchesCommand } from '../../tournaments/tournaments.public';
import { EligibilitySchema } from '../shared/eligibility.schema';
import { EligibilityView } from '../shared/eligibility-view';
import { PlayerReads } from '../shared/player-reads';
import { PlayerStreams } from '../shared/player-streams';
import { CoolOffDto, SelfExclusionDto, SetLimitsDto } from './limits.dto';

const cents = (amount: string | null): Cents | null => (amount === null ? null : parseMoney(amount));

/**
 * The limits a player sets on themselves. There is no endpoint that loosens a limit at once or
 * ends a break early, for the player or for an admin: the deciders only tighten now, loosen in 24 hours.
 */
@ApiTags('user')
@Controller('user')
@UseGuards(SignedInGuard)
export class LimitsController {
  constructor(
    private readonly streams: PlayerStreams,
    private readonly reads: PlayerReads,
    private readonly commands: CommandBus,
  ) {}

  /** Daily, weekly and monthly deposit limits: lower ones apply at once, higher ones after 24 hours. */
  @ApiOkResponse({ type: EligibilitySchema })
  @Put('limits')
  async setLimits(@Body() body: SetLimitsDto, @Req() req: Request): Promise<EligibilityView> {
    const userId = currentUser(req).id;
    const limits = { daily: cents(body.daily), weekly: cents(body.weekly), monthly: cents(body.monthly) };
    const now = new Date().toISOString();
    await this.streams.execute(
      userId,
      { type: 'SetDepositLimits', data: { userId, limits, now } },
      commandContext(req),
    );
    return this.reads.eligibility(userId);
  }

  /** A break from deposits and paid play (24h, 7d or 30d); it can be lengthened, never shortened. */
  @ApiOkResponse({ type: EligibilitySchema })
  @Post('cool-off')
  @HttpCode(200)
  async coolOff(@Body() body: CoolOffDto, @Req() req: Request): Promise<EligibilityView> {
    const userId = currentUser(req).id;
    const now = new Date().toISOString();
    await this.streams.execute(
      userId,
      { type: 'StartCoolOff', data: { userId, period: body.period, now } },
      commandContext(req),
    );
    return this.reads.eligibility(userId);
  }

  /**
   * Self-exclusion (6m, 1y or 5y): nobody can lift it early. The player's matches that have not
   * started are left (or cancelled, for their creator) and refunded before the answer.
   */
  @ApiOkResponse({ type: EligibilitySchema })
  @Post('self-exclusion')
  @HttpCode(200)
  async selfExclude(@Body() body: SelfExclusionDto, @Req() req: Request): Promise<EligibilityView> {
    const userId = currentUser(req).id;
    const context = commandContext(req);
    const now = new Date().toISOString();
    await this.streams.execute(userId, { type: 'SelfExclude', data: { userId, period: body.period, now } }, context);
    // After the event: from now on no join can pass the gate, so no match is joined behind this sweep.
    await this.commands.execute(
      new LeaveUnstartedMatchesCommand(userId, 'The creator excluded themselves from paid play.', context),
    );
    return this.reads.eligibility(userId);
  }
}
