import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PageQueryDto, toPage } from '../../infrastructure/http/paging';
import { AdminGuard } from '../identity/identity.public';
import { AdminReads } from './admin-reads';
import { AdminTournamentsQueryDto } from './tournaments/admin-tournaments.query';
import { AdminTournamentsRead } from './tournaments/admin-tournaments.read';
import { AdminTransactionsRead } from './transactions/admin-transactions.read';
import { TransactionListQueryDto, transactionFilter } from './transactions/transaction-filter';
import {
  AdminPlayerSchema,
  AdminPlayersPageSchema,
  AdminQueuesSchema,
  AdminStatsSchema,
  AdminTournamentsPageSchema,
  AdminTransactionsPageSchema,
} from './admin.schema';

/**
 * The admin dashboard and management panel's reads. Paged lists answer `{ items, total, page, pageSize }`
 * plus the seed's key (`players`, `tournaments`, `transactions`) so either client shape works.
 */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminOverviewController {
  constructor(
    private readonly reads: AdminReads,
    private readonly tournamentsRead: AdminTournamentsRead,
    private readonly transactionsRead: AdminTransactionsRead,
  ) {}

  @ApiOkResponse({ type: AdminStatsSchema })
  @Get('dashboard')
  dashboard() {
    return this.reads.dashboard();
  }

  /** The management panel's summary: the same figures as the dashboard. */
  @ApiOkResponse({ type: AdminStatsSchema })
  @Get('stats')
  stats() {
    return this.reads.dashboard();
  }

  /** What waits for an admin: the counts behind the links to each queue. */
  @ApiOkResponse({ type: AdminQueuesSchema })
  @Get('queues')
  queues() {
    return this.reads.queues();
  }

  @ApiOkResponse({ type: AdminPlayersPageSchema })
  @Get('players')
  players(@Query() query: PageQueryDto) {
    return this.reads.players(toPage(query));
  }

  @ApiOkResponse({ type: [AdminPlayerSchema] })
  @Get('users')
  users() {
    return this.reads.users();
  }

  /** `?status=disputed` is the disputed queue. */
  @ApiOkResponse({ type: AdminTournamentsPageSchema })
  @Get('tournaments')
  tournaments(@Query() query: AdminTournamentsQueryDto) {
    return this.tournamentsRead.list(toPage(query), query.status);
  }

  @ApiOkResponse({ type: AdminTransactionsPageSchema })
  @Get('transactions')
  transactions(@Query() query: TransactionListQueryDto) {
    const page = toPage(query);
    return this.transactionsRead.list(page, transactionFilter(query, page.like, 'TRANSACTIONS'));
  }
}
