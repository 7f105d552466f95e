import { accounts, balances } from '../../domain/shared/ledger';
import { TournamentEvent } from '../../domain/tournament/tournament.events';
import { tournamentEventPostings } from '../../domain/tournament/tournament.postings';
import { EventStore, RecordedEvent } from '../../event-store/event-store.port';
import { deterministicUuid } from '../../infrastructure/event-sourcing/deterministic-id';
import { Projection } from '../runner/projection';
import {
  LEDGER_POSTING_RECORDED,
  PLATFORM_STREAMS,
  PlatformMirror,
  appendMirrors,
  mirrorEvent,
} from '../wallet/platform-ledger';

const TOURNAMENT_STREAM_PREFIX = 'tournament-';

/**
 * The platform fee of a settlement (`PlatformFeeCollected`, escrow → platform revenue) is a
 * tournament event; the platform's revenue stream mirrors it as a `LedgerPostingRecorded`, the
 * same shape the wallet's mirrors have. The id comes from the source event, so replaying (after a
 * crash, or from scratch) appends nothing twice. Owns no tables.
 */
export class TournamentPlatformLedger implements Projection {
  readonly name = 'tournament-platform-ledger';
  readonly tables = [] as const;

  constructor(private readonly store: EventStore) {}

  async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    await appendMirrors(
      this.store,
      events.flatMap((recorded) => {
        const mirror = feeMirror(recorded);
        return mirror ? [{ stream: mirror.stream, event: mirrorEvent(mirror, recorded) }] : [];
      }),
    );
  }
}

function feeMirror(recorded: RecordedEvent): PlatformMirror | null {
  if (!recorded.streamName.startsWith(TOURNAMENT_STREAM_PREFIX) || recorded.type !== 'PlatformFeeCollected')
    return null;
  const postings = tournamentEventPostings({ type: recorded.type, data: recorded.data } as TournamentEvent);
  const account = accounts.platformRevenue();
  const stream = PLATFORM_STREAMS.get(account);
  if (!stream) throw new Error('the platform revenue account has no stream');
  return {
    stream,
    eventId: deterministicUuid(LEDGER_POSTING_RECORDED, stream, recorded.id),
    data: {
      sourceEventId: recorded.id,
      sourceStream: recorded.streamName,
      sourceType: recorded.type,
      sourceRecordedAt: recorded.recordedAt.toISOString(),
      account,
      netChangeCents: balances(postings).get(account) ?? 0,
      postings,
    },
  };
}
