import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '../../../domain/shared/decider';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { PlayerProfile, StatsReadRepository } from '../shared/stats.read-repository';
import { PlayerProfileSchema } from '../shared/stats.schema';

@ApiTags('players')
@Controller('players')
@UseGuards(SignedInGuard)
export class PlayerProfileController {
  constructor(private readonly stats: StatsReadRepository) {}

  /**
   * Another player's public profile, from which to follow them: what the leaderboard shows (name,
   * photo, ratings, record, earnings, rank) and whether the signed-in player follows them. 404
   * USER.PLAYER_NOT_FOUND for an unknown id or an admin's.
   */
  @ApiOkResponse({ type: PlayerProfileSchema })
  @Get(':id')
  async profile(@Param('id') id: string, @Req() req: Request): Promise<PlayerProfile> {
    const profile = await this.stats.profileOf(id, currentUser(req).id);
    if (!profile) throw new DomainError('USER.PLAYER_NOT_FOUND', 'This player does not exist.', 'not_found');
    return profile;
  }
}
