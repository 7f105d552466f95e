import { Controller, Get, Inject, Logger, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../domain/shared/decider';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { parseInstant, streamCsv } from '../../../infrastructure/http/csv-stream';
import { AdminGuard } from '../../identity/identity.public';
import { LEDGER_CSV_HEADER, ledgerRows } from './ledger-export';
import { TRANSACTIONS_CSV_HEADER, transactionRows } from './transactions-export';
import { firstRow } from '../../../infrastructure/database/first-row';
import { toPage } from '../../../infrastructure/http/paging';
import { TransactionListQueryDto, transactionFilter } from '../transactions/transaction-filter';

function instant(name: string, value: string | undefined): Date | null {
  const parsed = parseInstant(value);
  if (parsed === 'invalid') {
    throw new DomainError(
      'EXPORT.INVALID_TIME',
      `The ${name} time must be a date or an ISO-8601 instant, for example 2026-11-21T10:00:00Z.`,
    );
  }
  return parsed;
}

/** Finance's CSV downloads: streamed in batches, amounts as 12.50, times ISO-8601 UTC. */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminExportsController {
  private readonly logger = new Logger('AdminExports');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Every player's transactions the list's filters keep (type, status, amount, [from, to), search). */
  @Get('transactions/export.csv')
  @ApiProduces('text/csv')
  async transactions(@Query() query: TransactionListQueryDto, @Res() res: Response) {
    const filter = transactionFilter(query, toPage(query).like, 'EXPORT');
    await this.stream(res, 'transactions.csv', TRANSACTIONS_CSV_HEADER, transactionRows(this.dataSource, filter));
  }

  /** One wallet's ledger up to `at` (default now): every entry with its running balance. */
  @Get('ledger/:userId/export.csv')
  @ApiProduces('text/csv')
  @ApiQuery({ name: 'at', required: false, example: '2026-11-21T10:00:00Z' })
  async ledger(@Param('userId') userId: string, @Query('at') at: string | undefined, @Res() res: Response) {
    const until = instant('at', at) ?? new Date();
    const { exists } = firstRow(
      await this.dataSource.query<Array<{ exists: boolean }>>(
        `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS exists`,
        [userId],
      ),
      'the user lookup',
    );
    if (!exists) throw new DomainError('LEDGER.NO_WALLET', 'This user has no wallet.', 'not_found');
    const name = `ledger-${userId.replace(/[^\w-]/g, '')}.csv`;
    await this.stream(res, name, LEDGER_CSV_HEADER, ledgerRows(this.store, this.dataSource, userId, until));
  }

  private async stream(res: Response, name: string, header: string[], rows: Parameters<typeof streamCsv>[3]) {
    try {
      await streamCsv(res, name, header, rows);
    } catch (error) {
      this.logger.error(`export ${name} stopped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
