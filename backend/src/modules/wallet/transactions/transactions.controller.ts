import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { DomainError } from '../../../domain/shared/decider';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { TransactionRow } from '../../../projections/wallet/wallet-read-models.entity';
import { SignedInGuard, actsAsAdmin, currentUser } from '../../identity/identity.public';
import { WalletTransactionSchema } from '../shared/wallet.schema';

/** How the wallet screen and the profile list a player's money movements (`amount` is a magnitude; `type` gives the sign). */
export function transactionView(row: TransactionRow): WalletTransactionSchema {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    fee: row.fee,
    description: row.description,
    status: row.status,
    stripePaymentIntentId: row.stripePaymentIntentId,
    tournamentId: row.tournamentId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

@ApiTags('user')
@Controller('user')
@UseGuards(SignedInGuard)
export class TransactionsController {
  constructor(private readonly dataSource: DataSource) {}

  @ApiOkResponse({ type: [WalletTransactionSchema] })
  @Get('transactions')
  mine(@Req() req: Request) {
    return this.list(currentUser(req).id);
  }

  /** The player themself, or an admin; nobody else. */
  @ApiOkResponse({ type: [WalletTransactionSchema] })
  @Get(':id/transactions')
  async of(@Param('id') id: string, @Req() req: Request) {
    const viewer = currentUser(req);
    if (viewer.id !== id && !actsAsAdmin(viewer)) {
      throw new DomainError('AUTH.FORBIDDEN', 'You can only see your own transactions.', 'forbidden');
    }
    return this.list(id);
  }

  private async list(userId: string) {
    const rows = await this.dataSource.getRepository(TransactionRow).find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(transactionView);
  }
}
