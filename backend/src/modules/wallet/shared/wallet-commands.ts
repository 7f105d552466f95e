import { Inject, Injectable } from '@nestjs/common';
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
import { CommandContext, executeCommand, readState } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { idempotencyRecordFor, markRecorded, pendingIdempotency } from './idempotency/idempotency.context';

export interface WalletCommandResult {
  /** [] when the decider saw a repeat (nothing appended). */
  events: WalletEvent[];
  /** The wallet after the command. */
  state: WalletState;
  /** Where the append landed; null for a repeat. */
  position: GlobalPosition | null;
}

/**
 * The one write path of every wallet stream, for this module and for others (tournaments escrow,
 * refund and pay prizes through wallet.public.ts): decide on the wallet's state, append with the
 * expected revision (executeCommand). Racing writers on one wallet decide again on the fresh state,
 * which is what keeps a wallet from going below zero under any concurrency; the generous attempt
 * count lets 200 simultaneous requests (or many tournaments paying one player) all be decided
 * instead of some failing with a conflict.
 * It does not wait for the read models or the platform mirrors: the answer comes from the state
 * the decider produced, and later reads wait for the write (WriteFence). See docs/decisions/wallet.md.
 */
@Injectable()
export class WalletCommands {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The wallet as its stream stands now (remembered state plus its tail). */
  state(userId: string): Promise<WalletState> {
    return readState(this.store, streamNames().wallet(userId), walletDecider);
  }

  async execute(
    userId: string,
    command: WalletCommand,
    context: CommandContext,
    metadata: EventMetadata = {},
    /** The HTTP answer the command makes true; stored with its events when the request has an Idempotency-Key. */
    answer?: (events: WalletEvent[], state: WalletState) => unknown,
  ): Promise<WalletCommandResult> {
    const stream = streamNames().wallet(userId);
    // Read here, in the request's async context: the command may be decided in another request's turn.
    const pending = answer ? pendingIdempotency() : undefined;
    const result = await executeCommand(
      this.store,
      stream,
      walletDecider,
      command,
      context,
      // Ids derived from what the event is about: a retry after a crash can never append it twice.
      {
        eventId: (event) => deterministicUuid(stream, event.type, subjectOf(event)),
        maxAttempts: 200,
        metadata,
        idempotency:
          answer && pending
            ? (events, state) => idempotencyRecordFor(pending, answer(events, state as WalletState))
            : undefined,
      },
    );
    if (result.appended?.idempotencyRecorded) markRecorded();
    return { events: result.events, state: result.state, position: result.appended?.position ?? null };
  }
}

/**
 * What each event is about: its id is derived from it (and the stream and type), so it never changes
 * for a given event and a retried command cannot append the same event twice.
 */
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
    case 'EntryFeeEscrowed':
    case 'EntryFeeRefunded':
      return event.data.reservationId;
    case 'PrizePaid':
      return event.data.tournamentId;
    default: {
      const unknown: never = event;
      throw new Error(`no event id rule for ${(unknown as WalletEvent).type}`);
    }
  }
}
