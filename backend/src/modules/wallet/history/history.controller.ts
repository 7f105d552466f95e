import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../domain/shared/decider';
import { PageQueryDto, paged, toPage } from '../../../infrastructure/http/paging';
import { SignedInGuard, actsAsAdmin, currentUser } from '../../identity/identity.public';
import { HISTORY_CATEGORIES, HistoryCategory, RECEIPT_TYPES } from './history-rows';
import { HistoryRead } from './history.read';
import { HistoryPageSchema, ReceiptSchema } from './history.schema';
import { historyRowView, historyTotalsView, receiptView } from './history.view';
import { receiptPdf } from './receipt-pdf';

export class HistoryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: HISTORY_CATEGORIES, description: 'Only the rows of this kind; all when absent.' })
  @IsOptional()
  @IsIn(HISTORY_CATEGORIES, { message: `The category must be one of ${HISTORY_CATEGORIES.join(', ')}.` })
  category?: HistoryCategory;
}

const noSuchReceipt = () =>
  new DomainError('WALLET.NO_SUCH_RECEIPT', 'There is no such receipt. Open it from your wallet history.', 'not_found');

/** The player's own history (every fee its own row) and the receipts of deposits, withdrawals and prizes. */
@ApiTags('wallet')
@Controller('wallet')
@UseGuards(SignedInGuard)
export class HistoryController {
  constructor(
    private readonly read: HistoryRead,
    private readonly dataSource: DataSource,
  ) {}

  @ApiOkResponse({ type: HistoryPageSchema })
  @Get('history')
  async history(@Query() query: HistoryQueryDto, @Req() req: Request): Promise<HistoryPageSchema> {
    const page = toPage(query);
    const { rows, total, totals } = await this.read.history(currentUser(req).id, query.category ?? null, page);
    return { ...paged(rows.map(historyRowView), total, page), totals: historyTotalsView(totals) };
  }

  @ApiOkResponse({ type: ReceiptSchema })
  @Get('receipts/:id')
  receipt(@Param('id') id: string, @Req() req: Request): Promise<ReceiptSchema> {
    return this.receiptFor(id, req);
  }

  @ApiProduces('application/pdf')
  @Get('receipts/:id/pdf')
  async receiptPdf(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const receipt = await this.receiptFor(id, req);
    const pdf = await receiptPdf(receipt);
    res
      .status(200)
      .type('application/pdf')
      .setHeader('Content-Disposition', `inline; filename="receipt-${receipt.number}.pdf"`)
      .setHeader('Cache-Control', 'private, no-store')
      .send(pdf);
  }

  /** Only the owner or an admin reads a receipt; anyone else is told it does not exist (404), not that it is hidden. */
  private async receiptFor(id: string, req: Request): Promise<ReceiptSchema> {
    const viewer = currentUser(req);
    const [owner] = await this.dataSource.query<Array<{ user_id: string; type: string; name: string }>>(
      `SELECT x.user_id, x.type,
              coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, x.user_id) AS name
         FROM transactions x LEFT JOIN users u ON u.id = x.user_id WHERE x.id = $1`,
      [id],
    );
    if (!owner || !(RECEIPT_TYPES as readonly string[]).includes(owner.type)) throw noSuchReceipt();
    if (owner.user_id !== viewer.id && !actsAsAdmin(viewer)) throw noSuchReceipt();
    const [entry] = await this.read.rowsOf(owner.user_id, id);
    const receipt = entry && receiptView(entry.source, entry.rows, owner.name);
    if (!receipt) throw noSuchReceipt();
    return receipt;
  }
}
