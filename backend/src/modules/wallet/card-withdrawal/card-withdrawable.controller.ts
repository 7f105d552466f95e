import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiProperty } from '@nestjs/swagger';
import { streamNames } from '../../../event-store/event-store.port';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { formatCents } from '../../../domain/shared/money';
import { cardWithdrawableCents, refundableCardPayments } from '../../../domain/wallet/wallet-card-withdrawals.decide';
import { ApiMoney } from '../../../infrastructure/http/api-schema';
import { SignedInGuard, currentUser } from '../../identity/identity.public';

export class CardWithdrawableSchema {
  @ApiMoney({ description: 'The most one withdrawal to the card can take now (0.00 when none).' })
  amount: string;
  @ApiProperty({ description: 'Card payments with something left to refund.' })
  cardPayments: number;
}

@ApiTags('wallet')
@Controller('wallet')
export class CardWithdrawableController {
  constructor(private readonly executor: CommandExecutor) {}

  /** What the withdraw dialog offers "To card", from the wallet's own state (the decider's rule). */
  @ApiOkResponse({ type: CardWithdrawableSchema })
  @Get('card-withdrawable')
  @UseGuards(SignedInGuard)
  async cardWithdrawable(@Req() req: Request): Promise<CardWithdrawableSchema> {
    const state = await this.executor.state(streamNames().wallet(currentUser(req).id), walletDecider);
    return { amount: formatCents(cardWithdrawableCents(state)), cardPayments: refundableCardPayments(state).length };
  }
}
