import { EventStore, RecordedEvent } from '../../event-store/event-store.port';
import { Projection } from '../runner/projection';
import { appendMirrors, mirrorEvent, platformMirrors } from './platform-ledger';

/**
 * Appends the platform mirrors of each wallet event, driven by a projection runner (its own
 * checkpoint). A crash between a wallet append and its mirror loses nothing: the checkpoint has
 * not moved, so the event is processed again, and the deterministic mirror id makes the repeat a
 * no-op in the store. It owns no tables: a read-model rebuild never replays it.
 */
export class PlatformLedgerProcessManager implements Projection {
  readonly name = 'platform-ledger';
  readonly tables = [] as const;

  constructor(private readonly store: EventStore) {}

  async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    await appendMirrors(
      this.store,
      events.flatMap((recorded) =>
        platformMirrors(recorded).map((mirror) => ({ stream: mirror.stream, event: mirrorEvent(mirror, recorded) })),
      ),
    );
  }
}
