import { EventStore, RecordedEvent } from '../../event-store/event-store.port';
import { Projection } from '../runner/projection';
import { LEDGER_POSTING_RECORDED, platformMirrors } from './platform-ledger';

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

  async apply(recorded: RecordedEvent): Promise<void> {
    for (const mirror of platformMirrors(recorded)) {
      await this.store.appendToStream(
        mirror.stream,
        [
          {
            id: mirror.eventId,
            type: LEDGER_POSTING_RECORDED,
            data: mirror.data,
            metadata: {
              correlationId: recorded.metadata.correlationId,
              causationId: recorded.id,
              actorUserId: recorded.metadata.actorUserId ?? null,
            },
          },
        ],
        // Many wallets feed one platform stream; the only writer is this runner's leader.
        { expectedRevision: 'any' },
      );
    }
  }
}
