import { Inject, Injectable } from '@nestjs/common';
import { PlayerCommand, playerDecider } from '../../../domain/player/player.decider';
import { PlayerEvent } from '../../../domain/player/player.events';
import { PlayerState } from '../../../domain/player/player.state';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { WalletState } from '../../../domain/wallet/wallet.state';
import {
  EVENT_STORE,
  EventStore,
  GlobalPosition,
  RecordedEvent,
  streamNames,
} from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';

export interface PlayerCommandResult {
  events: PlayerEvent[];
  state: PlayerState;
  position: GlobalPosition | null;
}

/** The one write path of the `player-{id}` streams, and the reads the money checks need. */
@Injectable()
export class PlayerStreams {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  state(userId: string): Promise<PlayerState> {
    return this.executor.state(streamNames().player(userId), playerDecider);
  }

  /** Every event of the player's stream, oldest first (the admin's view of its history). */
  history(userId: string): Promise<RecordedEvent[]> {
    return this.store.readStream(streamNames().player(userId));
  }

  wallet(userId: string): Promise<WalletState> {
    return this.executor.state(streamNames().wallet(userId), walletDecider);
  }

  async execute(userId: string, command: PlayerCommand, context: CommandContext): Promise<PlayerCommandResult> {
    const stream = streamNames().player(userId);
    const result = await this.executor.handle(stream, playerDecider, command, context, {
      // Derived from the command's subject and time: a retried command cannot append its events twice.
      eventId: (event, index) => deterministicUuid(stream, event.type, JSON.stringify(event.data), String(index)),
    });
    return { events: result.events, state: result.state, position: result.position ?? null };
  }
}
