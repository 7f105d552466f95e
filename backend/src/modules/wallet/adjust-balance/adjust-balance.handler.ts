import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Cents } from '../../../domain/shared/money';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { WalletCommands } from '../shared/wallet-commands';

export class AdjustBalanceCommand {
  constructor(
    readonly userId: string,
    readonly amountCents: Cents,
    readonly reason: string,
    readonly context: CommandContext & { actorUserId: string },
    readonly idempotencyKey?: string,
    readonly now: Date = new Date(),
  ) {}
}

/**
 * A correction is a new signed event with its reason, never an edit of the past (Formance). It can
 * only take what is available: held money is promised to a pending withdrawal.
 */
@CommandHandler(AdjustBalanceCommand)
export class AdjustBalanceHandler implements ICommandHandler<AdjustBalanceCommand, { adjustmentId: string }> {
  constructor(private readonly wallet: WalletCommands) {}

  async execute({
    userId,
    amountCents,
    reason,
    context,
    idempotencyKey,
    now,
  }: AdjustBalanceCommand): Promise<{ adjustmentId: string }> {
    const adminId = context.actorUserId;
    const adjustmentId = idempotencyKey
      ? deterministicUuid('adjustment', adminId, userId, idempotencyKey)
      : randomUUID();
    await this.wallet.execute(
      userId,
      { type: 'AdjustBalance', data: { adjustmentId, amountCents, reason, adminId, now: now.toISOString() } },
      context,
      { reason },
    );
    return { adjustmentId };
  }
}
