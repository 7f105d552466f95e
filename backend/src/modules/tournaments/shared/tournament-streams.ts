/**
 * Reads of the two kinds of stream a tournament spans, `tournament-{id}` and the players'
 * `wallet-{userId}`, for the process manager and the handlers' checks. Writes go through the one
 * command path, `CommandExecutor.handle`, on either stream.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { fold } from '../../../domain/shared/decider';
import { Cents } from '../../../domain/shared/money';
import { UserWalletEvent } from '../../../domain/tournament/tournament.postings';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import {
  EVENT_STORE,
  EventStore,
  GlobalPosition,
  RecordedEvent,
  comparePositions,
  streamNames,
} from '../../../event-store/event-store.port';
import { StreamTails } from '../../../infrastructure/event-sourcing/stream-tails';
import { WriteFence } from '../../../infrastructure/event-sourcing/write-fence';
import {
  TournamentStreamEvent,
  TournamentStreamState,
  tournamentStreamDecider,
} from '../../../domain/tournament/tournament-stream.decider';

const names = streamNames();

@Injectable()
export class TournamentStreams {
  /** The process manager folds a tournament and its players' wallets on every pass: read each once, then its tail. */
  private readonly tails: StreamTails;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly fence: WriteFence,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tails = new StreamTails(store);
  }

  async read(tournamentId: string): Promise<{ state: TournamentStreamState; recorded: RecordedEvent[] }> {
    const recorded = await this.tails.read(names.tournament(tournamentId));
    const events = recorded.map((e) => ({ type: e.type, data: e.data }) as TournamentStreamEvent);
    return { state: fold(tournamentStreamDecider, events), recorded };
  }

  /** The wallet events of these users, each with its owner (what walletFactsFor reads). */
  async walletEventsOf(userIds: Iterable<string>): Promise<UserWalletEvent[]> {
    const result: UserWalletEvent[] = [];
    for (const userId of new Set(userIds)) {
      const recorded = await this.tails.read(names.wallet(userId));
      for (const e of recorded) result.push({ userId, event: { type: e.type, data: e.data } as WalletEvent });
    }
    return result;
  }

  /** What the player could spend right now, folded from the wallet stream (not the cached balance). */
  async availableCents(userId: string): Promise<Cents> {
    const recorded = await this.tails.read(names.wallet(userId));
    return fold(
      walletDecider,
      recorded.map((e) => ({ type: e.type, data: e.data }) as WalletEvent),
    ).availableCents;
  }

  /**
   * Read-your-writes through the WriteFence, the one mechanism GETs use too: every read model and
   * mirror shows everything appended through this process (the fence notes every append, wallet
   * ones included) and everything committed in the store when this was called (the process manager
   * works from read models that other instances' appends feed).
   */
  async settle(position?: GlobalPosition | null): Promise<void> {
    let target = await this.store.headPosition();
    for (const candidate of [position, this.fence.position]) {
      if (candidate && comparePositions(candidate, target) > 0) target = candidate;
    }
    await this.fence.reached(this.config.projectionWaitTimeoutMs, target);
  }
}
