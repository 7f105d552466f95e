/**
 * The platform's own accounts (revenue, card clearing, bank clearing, adjustments) each have a
 * stream. Every wallet event whose postings touch one of them is mirrored there as a
 * `LedgerPostingRecorded`, with an id derived from the source event, so mirroring is idempotent.
 */
import { AccountId, Posting, accounts } from '../../domain/shared/ledger';
import { Cents } from '../../domain/shared/money';
import { WalletEvent } from '../../domain/wallet/wallet.events';
import { walletEventPostings } from '../../domain/wallet/wallet.postings';
import { RecordedEvent, streamNames } from '../../event-store/event-store.port';
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
