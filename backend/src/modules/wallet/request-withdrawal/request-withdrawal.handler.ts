import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { Cents } from '../../../domain/shared/money';
import { WalletErrorCode } from '../../../domain/wallet/wallet.errors';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { WalletState } from '../../../domain/wallet/wallet.state';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { streamNames } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { IdempotentRequest } from '../../../infrastructure/http/idempotency/idempotent-request';
import { PlayerGate } from '../../player/player.public';
import { withdrawalAnswerOf } from '../shared/wallet-reads';

export interface RequestedWithdrawal {
  withdrawalId: string;
  answer: ReturnType<typeof withdrawalAnswerOf> | null;
}

export class RequestWithdrawalCommand {
  constructor(
    readonly userId: string,
    readonly input: { amountCents: Cents; accountNumber: string; accountHolderName: string; bankName: string },
    readonly context: CommandContext,
    /** With an Idempotency-Key the withdrawal id comes from it, so a retry can never hold twice. */
    readonly idempotency?: IdempotentRequest,
    readonly now: Date = new Date(),
  ) {}
}

/**
 * Holds the whole amount at once (available -> held); finance then pays it out or rejects it.
 * The decider refuses anything above the available balance, and the executor's expected-revision
 * check makes that hold under concurrent requests.
 */
@CommandHandler(RequestWithdrawalCommand)
export class RequestWithdrawalHandler implements ICommandHandler<RequestWithdrawalCommand, RequestedWithdrawal> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly gate: PlayerGate,
  ) {}

  async execute({ userId, input, context, idempotency, now }: RequestWithdrawalCommand): Promise<RequestedWithdrawal> {
    if (input.amountCents <= 0) {
      throw new DomainError(WalletErrorCode.INVALID_AMOUNT, 'Amount must be greater than 0');
    }
    // Open under every restriction (money is never trapped), but only for a verified person, to their
    // own account, within their level's daily limit (docs/decisions/eligibility.md).
    const dailyLimitCents = await this.gate.withdrawalLimit(userId, input.accountHolderName);
    const withdrawalId = idempotency ? deterministicUuid('withdrawal', userId, idempotency.key) : randomUUID();
    // The answer comes from the decided event and the wallet after it, and is stored with them
    // under the Idempotency-Key; a repeat (nothing new appended) is answered from the read models.
    const answerOf = (events: WalletEvent[], state: WalletState) => {
      const requested = events.find((e) => e.type === 'WithdrawalRequested');
      return requested ? withdrawalAnswerOf(userId, requested.data, state) : undefined;
    };
    const { events, state } = await this.executor.handle(
      streamNames().wallet(userId),
      walletDecider,
      { type: 'RequestWithdrawal', data: { withdrawalId, ...input, dailyLimitCents, now: now.toISOString() } },
      context,
      { record: idempotency?.answeredBy(answerOf) },
    );
    return { withdrawalId, answer: answerOf(events, state) ?? null };
  }
}
