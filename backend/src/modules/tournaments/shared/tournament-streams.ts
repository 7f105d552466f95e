/**
 * Reads and writes of the two kinds of stream a tournament spans: `tournament-{id}` and the
 * players' `wallet-{userId}`. Every write is read → fold → decide → append with the expected
 * revision (executeCommand), so a slot or a balance is never decided on stale state. Wallet events
 * get ids derived from what they are about (the reservation, the tournament): a retried escrow,
 * refund or prize can never be appended twice, even if the decider were bypassed.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { fold } from '../../../domain/shared/decider';
import { Cents } from '../../../domain/shared/money';
import { UserWalletEvent } from '../../../domain/tournament/tournament.postings';
import { EscrowEntryFee, PayPrize, RefundEntryFee } from '../../../domain/wallet/wallet.commands';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import {
  EVENT_STORE,
  EventStore,
  GlobalPosition,
  RecordedEvent,
  START_POSITION,
  comparePositions,
  streamNames,
} from '../../../event-store/event-store.port';
import { CommandContext, executeCommand } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { TournamentLedgerMirror } from './tournament-ledger-mirror';
import {
  TournamentStreamCommand,
  TournamentStreamEvent,
  TournamentStreamState,
  tournamentStreamDecider,
} from '../../../domain/tournament/tournament-stream.decider';

export type TournamentWalletCommand = EscrowEntryFee | RefundEntryFee | PayPrize;

export interface StreamWrite<Event> {
  events: Event[];
  /** Where the append landed; null when the decider saw a repeat and appended nothing. */
  position: GlobalPosition | null;
}

const names = streamNames();

@Injectable()
export class TournamentStreams {
  /**
   * The newest position this process appended. The store's head only shows events below every
   * transaction still open, so it can be behind an append that already returned; waiting for this
   * as well is what makes read-your-writes hold.
   */
  private lastAppended: GlobalPosition = START_POSITION;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledgerMirror: TournamentLedgerMirror,
  ) {}

  async read(tournamentId: string): Promise<{ state: TournamentStreamState; recorded: RecordedEvent[] }> {
    const recorded = await this.store.readStream(names.tournament(tournamentId));
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as TournamentStreamEvent);
    return { state: fold(tournamentStreamDecider, events), recorded };
  }

  async onTournament(
    tournamentId: string,
    command: TournamentStreamCommand,
    context: CommandContext,
  ): Promise<StreamWrite<TournamentStreamEvent> & { state: TournamentStreamState }> {
    const result = await executeCommand(
      this.store,
      names.tournament(tournamentId),
      tournamentStreamDecider,
      command,
      context,
    );
    this.noteAppended(result.appended?.position);
    return { events: result.events, state: result.state, position: result.appended?.position ?? null };
  }

  async onWallet(
    userId: string,
    command: TournamentWalletCommand,
    context: CommandContext,
  ): Promise<StreamWrite<WalletEvent>> {
    const stream = names.wallet(userId);
    const result = await executeCommand(this.store, stream, walletDecider, command, context, {
      eventId: (event) => deterministicUuid(stream, event.type, subjectOf(event)),
      // Many tournaments may pay into one wallet at once; each conflict is decided again.
      maxAttempts: 100,
    });
    this.noteAppended(result.appended?.position);
    return { events: result.events, position: result.appended?.position ?? null };
  }

  /** The wallet events of these users, each with its owner (what walletFactsFor reads). */
  async walletEventsOf(userIds: Iterable<string>): Promise<UserWalletEvent[]> {
    const result: UserWalletEvent[] = [];
    for (const userId of new Set(userIds)) {
      const recorded = await this.store.readStream(names.wallet(userId));
      for (const e of recorded) result.push({ userId, event: { type: e.type, data: e.data } as WalletEvent });
    }
    return result;
  }

  /** What the player could spend right now, folded from the wallet stream (not the cached balance). */
  async availableCents(userId: string): Promise<Cents> {
    const recorded = await this.store.readStream(names.wallet(userId));
    return fold(
      walletDecider,
      recorded.map((e) => ({ type: e.type, data: e.data }) as WalletEvent),
    ).availableCents;
  }

  /** Read-your-writes: every read model and mirror shows everything appended so far. */
  async settle(position?: GlobalPosition | null): Promise<void> {
    let target = await this.store.headPosition();
    for (const candidate of [position, this.lastAppended]) {
      if (candidate && comparePositions(candidate, target) > 0) target = candidate;
    }
    const timeout = this.config.projectionWaitTimeoutMs;
    await Promise.all([this.runner.waitFor(target, timeout), this.ledgerMirror.waitFor(target, timeout)]);
  }

  private noteAppended(position: GlobalPosition | undefined): void {
    if (position && comparePositions(position, this.lastAppended) > 0) this.lastAppended = position;
  }
}

function subjectOf(event: WalletEvent): string {
  switch (event.type) {
    case 'EntryFeeEscrowed':
    case 'EntryFeeRefunded':
      return event.data.reservationId;
    case 'PrizePaid':
      return event.data.tournamentId;
    default:
      throw new Error(`the tournaments module never appends ${event.type}`);
  }
}
