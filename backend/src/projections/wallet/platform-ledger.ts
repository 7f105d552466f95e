/**
 * The platform's own accounts (revenue, card clearing, bank clearing, adjustments) each have a
 * stream. Every wallet event whose postings touch one of them is mirrored there as a
 * `LedgerPostingRecorded`, with an id derived from the source event, so mirroring is idempotent.
 */
import { AccountId, Posting, accounts } from '../../domain/shared/ledger';
import { Cents } from '../../domain/shared/money';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { walletEventPostings } from '../../domain/wallet/wallet.postings';
import {
  DuplicateEventIdError,
  EventStore,
  NewEvent,
  RecordedEvent,
  streamNames,
} from '../../event-store/event-store.port';
import { deterministicUuid } from '../../infrastructure/event-sourcing/deterministic-id';

export const LEDGER_POSTING_RECORDED = 'LedgerPostingRecorded';

export interface LedgerPostingRecordedData {
  sourceEventId: string;
  sourceStream: string;
  sourceType: string;
  sourceRecordedAt: string;
  /** The platform account this stream mirrors. */
  account: AccountId;
  /** What the source event did to `account` (credits positive). */
  netChangeCents: Cents;
  /** Every posting of the source event, so each mirror shows the whole transaction. */
  postings: Posting[];
}

const platform = streamNames().platform;

/** Platform account -> the stream that mirrors it. */
export const PLATFORM_STREAMS: ReadonlyMap<AccountId, string> = new Map([
  [accounts.platformRevenue(), platform('revenue')],
  [accounts.cardClearing(), platform('card-clearing')],
  [accounts.bankClearing(), platform('bank-clearing')],
  [accounts.adjustments(), platform('adjustments')],
]);

export const WALLET_STREAM_PREFIX = 'wallet-';

export function userIdOfWalletStream(streamName: string): string | null {
  return streamName.startsWith(WALLET_STREAM_PREFIX) ? streamName.slice(WALLET_STREAM_PREFIX.length) : null;
}

export interface PlatformMirror {
  stream: string;
  eventId: string;
  data: LedgerPostingRecordedData;
}

/** The mirrors a recorded wallet event needs; [] for anything else. */
export function platformMirrors(recorded: RecordedEvent): PlatformMirror[] {
  const userId = userIdOfWalletStream(recorded.streamName);
  if (userId === null) return [];
  const postings = walletEventPostings({ type: recorded.type, data: recorded.data } as WalletEvent, userId);
  const mirrors: PlatformMirror[] = [];
  for (const [account, stream] of PLATFORM_STREAMS) {
    let netChangeCents = 0;
    let touched = false;
    for (const p of postings) {
      if (p.destination === account) netChangeCents += p.amountCents;
      if (p.source === account) netChangeCents -= p.amountCents;
      touched ||= p.source === account || p.destination === account;
    }
    if (!touched) continue;
    mirrors.push({
      stream,
      eventId: deterministicUuid(LEDGER_POSTING_RECORDED, stream, recorded.id),
      data: {
        sourceEventId: recorded.id,
        sourceStream: recorded.streamName,
        sourceType: recorded.type,
        sourceRecordedAt: recorded.recordedAt.toISOString(),
        account,
        netChangeCents,
        postings,
      },
    });
  }
  return mirrors;
}

/** The `LedgerPostingRecorded` event of a mirror: its id and data, its source's correlation. */
export function mirrorEvent(mirror: PlatformMirror, source: RecordedEvent): NewEvent {
  return {
    id: mirror.eventId,
    type: LEDGER_POSTING_RECORDED,
    data: mirror.data,
    metadata: {
      correlationId: source.metadata.correlationId,
      causationId: source.id,
      actorUserId: source.metadata.actorUserId ?? null,
    },
  };
}

/**
 * Appends a batch's mirrors: one append per platform stream, in the order of their sources, the
 * streams side by side. Before, each mirror was an append of its own, awaited in turn: a batch of
 * 500 deposits took 0.5 to 9.5 s under load, and the runner's transaction stayed open all that
 * time, so no event appended meanwhile was visible to any projection (the store shows events only
 * below the oldest open transaction). After a crash, a batch can repeat mirrors already appended
 * together with new ones; such a stream is appended one mirror at a time, where a repeat is a
 * no-op (the id comes from the source).
 */
export async function appendMirrors(
  store: EventStore,
  mirrors: Array<{ stream: string; event: NewEvent }>,
): Promise<void> {
  const byStream = new Map<string, NewEvent[]>();
  for (const { stream, event } of mirrors) {
    const events = byStream.get(stream);
    if (events) events.push(event);
    else byStream.set(stream, [event]);
  }
  // Many sources feed one platform stream; the only writer is the subscriber's leader.
  const append = (stream: string, events: NewEvent[]) =>
    store.appendToStream(stream, events, { expectedRevision: 'any' });
  await Promise.all(
    [...byStream].map(async ([stream, events]) => {
      try {
        await append(stream, events);
      } catch (error) {
        if (!(error instanceof DuplicateEventIdError) || events.length === 1) throw error;
        for (const event of events) await append(stream, [event]);
      }
    }),
  );
}
