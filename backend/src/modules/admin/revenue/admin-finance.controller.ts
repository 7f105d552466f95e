import { Controller, Get, Logger, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError } from '../../../domain/shared/decider';
import { parseInstant, streamCsv } from '../../../infrastructure/http/csv-stream';
import { AdminGuard } from '../../identity/identity.public';
import { AdminTransactionsRead } from '../transactions/admin-transactions.read';
import { PlatformRevenueRead } from './platform-revenue.read';

function instant(name: string, value: string | undefined): Date | null {
  const parsed = parseInstant(value);
  if (parsed === 'invalid') {
    throw new DomainError(
      'REVENUE.INVALID_TIME',
      `The ${name} time must be a date or an ISO-8601 instant, for example 2026-11-01 or 2026-11-21T10:00:00Z.`,
    );
  }
  return parsed;
}

/** A short report as the one batch `streamCsv` takes. */
// oxlint-disable-next-line typescript/require-await
async function* oneBatch(rows: string[][]) {
  yield rows;
}

function period(from: string | undefined, to: string | undefined) {
  const range = { from: instant('from', from), to: instant('to', to) };
  if (range.from && range.to && range.from >= range.to) {
    throw new DomainError('REVENUE.INVALID_RANGE', 'The from time must be before the to time.');
  }
  return range;
}

/** Finance's views: one transaction in full, and platform revenue by source for a period. */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminFinanceController {
  private readonly logger = new Logger('AdminFinance');

  constructor(
    private readonly transactions: AdminTransactionsRead,
    private readonly revenue: PlatformRevenueRead,
  ) {}

  /** Gross, fee, net, status history, the linked deposit or match, and the ledger postings. */
  @Get('transactions/:id')
  transaction(@Param('id') id: string) {
    return this.transactions.detail(id);
  }

  /** Platform revenue in [from, to) by source; either end open when absent. */
  @Get('revenue')
  @ApiQuery({ name: 'from', required: false, example: '2026-11-01' })
  @ApiQuery({ name: 'to', required: false, example: '2026-12-01' })
  report(@Query('from') from?: string, @Query('to') to?: string) {
    const range = period(from, to);
    return this.revenue.report(range.from, range.to);
  }

  /** The same report as CSV: one row a source, then the total. */
  @Get('revenue/export.csv')
  @ApiProduces('text/csv')
  @ApiQuery({ name: 'from', required: false, example: '2026-11-01' })
  @ApiQuery({ name: 'to', required: false, example: '2026-12-01' })
  async export(@Query('from') from: string | undefined, @Query('to') to: string | undefined, @Res() res: Response) {
    const range = period(from, to);
    const report = await this.revenue.report(range.from, range.to);
    const rows = [
      ...report.sources.map((s) => [s.source, s.label, String(s.count), s.amount]),
      ['total', 'Total', String(report.sources.reduce((n, s) => n + s.count, 0)), report.total],
    ];
    try {
      await streamCsv(res, 'revenue.csv', ['source', 'label', 'entries', 'amount'], oneBatch(rows));
    } catch (error) {
      this.logger.error(`export revenue.csv stopped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
