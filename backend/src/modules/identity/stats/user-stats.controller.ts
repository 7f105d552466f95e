import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { PlayerStatsRow } from '../../../projections/users/user.entity';
import { SignedInGuard, currentUser } from '../shared/guards';

export interface UserStats {
  tournamentsPlayed: number;
  tournamentsWon: number;
  /** Whole percent: wins over played, rounded. */
  winRate: number;
  totalEarnings: string;
  activeTournaments: number;
}

@ApiTags('user')
@Controller('user')
export class UserStatsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('stats')
  @UseGuards(SignedInGuard)
  async stats(@Req() req: Request): Promise<UserStats> {
    const row = await this.dataSource.getRepository(PlayerStatsRow).findOne({ where: { userId: currentUser(req).id } });
    const played = row?.tournamentsPlayed ?? 0;
    const won = row?.tournamentsWon ?? 0;
    return {
      tournamentsPlayed: played,
      tournamentsWon: won,
      winRate: played === 0 ? 0 : Math.round((won * 100) / played),
      totalEarnings: row?.totalEarnings ?? '0.00',
      activeTournaments: row?.activeTournaments ?? 0,
    };
  }
}
