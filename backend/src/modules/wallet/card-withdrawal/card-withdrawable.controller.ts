import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { formatCents } from '../../../domain/shared/money';
import { cardWithdrawableCents, refundableCardPayments } from '../../../domain/wallet/wallet-card-withdrawals.decide';
import { ApiMoney } from '../../../infrastructure/http/api-schema';
import { ApiProperty } from '@nestjs/swagger';
import { SignedInGuard, currentUser } from '../../identity/identity.public';
import { WalletCommands } from '../shared/wallet-commands';

export class CardWithdrawableSchema {
  @ApiMoney({ description: 'The most one withdrawal to the card can take now (0.00 when none).' })
  amount: string;
  @ApiProperty({ description: 'Card payments with something left to refund.' })
  cardPayments: number;
}

@ApiTags('wallet')
@Controller('wallet')
export class CardWithdrawableController {
  constructor(private readonly wallet: WalletCommands) {}

  /** What the withdraw dialog offers "To card", from the wallet's own state (the decider's rule). */
  @ApiOkResponse({ type: CardWithdrawableSchema })
  @Get('card-withdrawable')
  @UseGuards(SignedInGuard)
  async cardWithdrawable(@Req() req: Request): Promise<CardWithdrawableSchema> {
    const state = await this.wallet.state(currentUser(req).id);
    return { amount: formatCents(cardWithdrawableCents(state)), cardPayments: refundableCardPayments(state).length };
  }
}
