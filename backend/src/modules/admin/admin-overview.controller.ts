import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../identity/shared/guards';
import { AdminPageQueryDto, toPage } from './admin-page.dto';
import { AdminReads } from './admin-reads';

/**
 * The admin dashboard and management panel's reads. Paged lists answer `{ total, items }` plus the
 * seed's key (`players`, `tournaments`, `transactions`) so either client shape works.
 */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminOverviewController {
  constructor(private readonly reads: AdminReads) {}

  @Get('dashboard')
  dashboard() {
    return this.reads.dashboard();
  }

  /** The management panel's summary: the same figures as the dashboard. */
  @Get('stats')
  stats() {
    return this.reads.dashboard();
  }

  @Get('players')
  players(@Query() query: AdminPageQueryDto) {
    return this.reads.players(toPage(query));
  }

  @Get('users')
  users() {
    return this.reads.users();
  }

  @Get('tournaments')
  tournaments(@Query() query: AdminPageQueryDto) {
    return this.reads.tournaments(toPage(query));
  }

  /** The seed's transactions tab called /admin/tournaments by mistake; this is the list it meant. */
  @Get('transactions')
  transactions(@Query() query: AdminPageQueryDto) {
    return this.reads.transactions(toPage(query));
  }
}
