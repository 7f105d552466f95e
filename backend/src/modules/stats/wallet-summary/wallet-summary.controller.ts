import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { formatCents } from '../../../domain/shared/money';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { StatsReadRepository } from '../shared/stats.read-repository';
import { walletFigures } from './wallet-summary';
import { WalletSummarySchema } from '../shared/stats.schema';

/** "-27.00" for a loss: the sign is part of a net figure. */
function signedMoney(cents: number): string {
  return cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents);
}

@ApiTags('wallet')
@Controller('wallet')
@UseGuards(SignedInGuard)
export class WalletSummaryController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly stats: StatsReadRepository,
  ) {}

  /**
   * The wallet screen's figures, folded from the player's wallet stream (never from the read
   * tables), with the win rate from the same place as every other screen (/api/user/stats).
   */
  @ApiOkResponse({ type: WalletSummarySchema })
  @Get('summary')
  async summary(@Req() req: Request): Promise<WalletSummarySchema> {
    const userId = currentUser(req).id;
    const recorded = await this.store.readStream(streamNames().wallet(userId));
    const f = walletFigures(recorded.map((e) => ({ type: e.type, data: e.data }) as WalletEvent));
    const stats = await this.stats.forUser(userId);
    return {
      prizes: formatCents(f.prizesCents),
      prizeCount: f.prizeCount,
      refunds: formatCents(f.refundsCents),
      refundCount: f.refundCount,
      entryFees: formatCents(f.entryFeesCents),
      entryFeeCount: f.entryFeeCount,
      feesPaid: formatCents(f.feesPaidCents),
      netProfit: signedMoney(f.netProfitCents),
      depositsCredited: formatCents(f.depositsCreditedCents),
      depositCount: f.depositCount,
      depositsPending: formatCents(f.depositsPendingCents),
      pendingDepositCount: f.pendingDepositCount,
      withdrawn: formatCents(f.withdrawnCents),
      withdrawalCount: f.withdrawalCount,
      withdrawalsPending: formatCents(f.withdrawalsPendingCents),
      pendingWithdrawalCount: f.pendingWithdrawalCount,
      adjustments: signedMoney(f.adjustmentsCents),
      tournamentsPlayed: stats?.tournamentsPlayed ?? 0,
      tournamentsWon: stats?.tournamentsWon ?? 0,
      winRate: stats?.winRate ?? 0,
    };
  }
}
