import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { WalletCommand } from '../../../domain/wallet/wallet.commands';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { WalletState } from '../../../domain/wallet/wallet.state';
import {
  EVENT_STORE,
  EventMetadata,
  EventStore,
  GlobalPosition,
  streamNames,
} from '../../../event-store/event-store.port';
import { CommandContext, executeCommand } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { PlatformLedgerSubscriber } from '../platform-ledger/platform-ledger.subscriber';
import { MetadataStampingStore } from './metadata-stamping.store';

export interface WalletCommandResult {
  /** [] when the decider saw a repeat (nothing appended). */
  events: WalletEvent[];
  /** The wallet after the command. */
  state: WalletState;
}

/**
 * Every wallet change goes through here: read, fold, decide, append with the expected revision
 * (executeCommand), then wait until the read models and platform streams show it, so the next GET
 * sees the change. Racing writers on one wallet retry on a fresh fold, which is what keeps a
 * wallet from going below zero under any concurrency; the generous attempt count lets 50
 * simultaneous requests all be decided instead of some failing with a conflict.
 */
@Injectable()
export class WalletCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly platformLedger: PlatformLedgerSubscriber,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(
    userId: string,
    command: WalletCommand,
    context: CommandContext,
    metadata: EventMetadata = {},
  ): Promise<WalletCommandResult> {
    const stream = streamNames().wallet(userId);
    const result = await executeCommand(
      new MetadataStampingStore(this.store, metadata),
      stream,
      walletDecider,
      command,
      context,
      // Ids derived from what the event is about: a retry after a crash can never append it twice.
      { eventId: (event) => deterministicUuid(stream, event.type, subjectOf(event)), maxAttempts: 200 },
    );
    // A repeat appended nothing, but the original may still be on its way to the read models.
    await this.settle(result.appended?.position ?? (await this.store.headPosition()));
    return { events: result.events, state: result.state };
  }

  /** Read-your-writes: the read models and the platform mirrors have caught up with `position`. */
  async settle(position: GlobalPosition): Promise<void> {
    const timeout = this.config.projectionWaitTimeoutMs;
    await Promise.all([this.runner.waitFor(position, timeout), this.platformLedger.waitFor(position, timeout)]);
  }
}

function subjectOf(event: WalletEvent): string {
  switch (event.type) {
    case 'WalletOpened':
      return event.data.userId;
    case 'DepositRequested':
    case 'Deposited':
    case 'DepositRejected':
      return event.data.depositId;
    case 'WithdrawalRequested':
    case 'WithdrawalCompleted':
    case 'WithdrawalRejected':
      return event.data.withdrawalId;
    case 'BalanceAdjusted':
      return event.data.adjustmentId;
    default:
      // Events this module never issues (tournament fees, prizes): still deterministic.
      return JSON.stringify(event.data);
  }
}
