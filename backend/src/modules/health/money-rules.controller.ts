import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { formatCents } from '../../domain/shared/money';
import {
  MAX_FEE_CENTS,
  PLATFORM_FEE_BASIS_POINTS,
  PLAYERS_PER_TOURNAMENT,
} from '../../domain/tournament/tournament.constants';
import {
  CARD_FEE_BASIS_POINTS,
  DAILY_WITHDRAWAL_LIMIT_CENTS,
  MAX_ADJUSTMENT_CENTS,
  MAX_DEPOSIT_CENTS,
  MIN_DEPOSIT_CENTS,
  MIN_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_FEE_CENTS,
  WITHDRAWAL_FEE_BASIS_POINTS,
} from '../../domain/wallet/wallet.limits';

class DepositRules {
  @ApiProperty({ example: '10.00' }) minAmount!: string;
  @ApiProperty({ example: '10000.00' }) maxAmount!: string;
  @ApiProperty({ example: 300, description: 'Card, Apple Pay, Google Pay fee, charged on top of the amount' })
  cardFeeBasisPoints!: number;
}

class WithdrawalRules {
  @ApiProperty({ example: '10.00' }) minAmount!: string;
  @ApiProperty({ example: '10000.00', description: 'Sum of the amounts requested per UTC day' }) dailyLimit!: string;
  @ApiProperty({ example: 250, description: 'Taken out of the amount withdrawn' }) feeBasisPoints!: number;
  @ApiProperty({ example: '1.00' }) minFee!: string;
}

class AdjustmentRules {
  @ApiProperty({ example: '10000.00', description: 'Largest admin correction either way' }) maxAmount!: string;
}

class TournamentFeeRules {
  @ApiProperty({ example: '10000.00', description: 'Entry fee + court share, per player' }) maxFeePerPlayer!: string;
  @ApiProperty({ example: 500 }) platformFeeBasisPoints!: number;
  @ApiProperty({ example: 4 }) playersPerTournament!: number;
}

export class MoneyRules {
  @ApiProperty({ example: 'USD' }) currency!: 'USD';
  @ApiProperty({
    example: 'half_up',
    description: 'fee = amount x basisPoints / 10000, in integer cents, rounded half up',
  })
  rounding!: 'half_up';
  @ApiProperty({ type: DepositRules }) deposit!: DepositRules;
  @ApiProperty({ type: WithdrawalRules }) withdrawal!: WithdrawalRules;
  @ApiProperty({ type: AdjustmentRules }) adjustment!: AdjustmentRules;
  @ApiProperty({ type: TournamentFeeRules }) tournament!: TournamentFeeRules;
}

/**
 * The fee and limit rules the server enforces, read straight from the domain's constants, so the
 * browser shows the fee it will be charged without a hand copy of a number (issue 7, section 4).
 * Amounts are "10.00" strings as at every API edge; rates are integer basis points.
 */
export const MONEY_RULES: MoneyRules = {
  currency: 'USD',
  rounding: 'half_up',
  deposit: {
    minAmount: formatCents(MIN_DEPOSIT_CENTS),
    maxAmount: formatCents(MAX_DEPOSIT_CENTS),
    cardFeeBasisPoints: CARD_FEE_BASIS_POINTS,
  },
  withdrawal: {
    minAmount: formatCents(MIN_WITHDRAWAL_CENTS),
    dailyLimit: formatCents(DAILY_WITHDRAWAL_LIMIT_CENTS),
    feeBasisPoints: WITHDRAWAL_FEE_BASIS_POINTS,
    minFee: formatCents(MIN_WITHDRAWAL_FEE_CENTS),
  },
  adjustment: { maxAmount: formatCents(MAX_ADJUSTMENT_CENTS) },
  tournament: {
    maxFeePerPlayer: formatCents(MAX_FEE_CENTS),
    platformFeeBasisPoints: PLATFORM_FEE_BASIS_POINTS,
    playersPerTournament: PLAYERS_PER_TOURNAMENT,
  },
};

@ApiTags('health')
@Controller('config')
export class MoneyRulesController {
  /** Public: the same numbers are in the terms and on the deposit page before anyone signs in. */
  @Get('money')
  @ApiOkResponse({ type: MoneyRules })
  moneyRules(): MoneyRules {
    return MONEY_RULES;
  }
}
