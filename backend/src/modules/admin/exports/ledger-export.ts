import { DataSource } from 'typeorm';
import { formatCents } from '../../../domain/shared/money';
import { prefixRecordedBy } from '../../../domain/shared/point-in-time';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { evolveWallet, initialWalletState } from '../../../domain/wallet/wallet.state';
import { EventStore, streamNames } from '../../../event-store/event-store.port';
import { CsvCell, textCell } from '../../../infrastructure/http/csv-stream';
import { EXPORT_BATCH } from './transactions-export';

export const LEDGER_CSV_HEADER = [
  'recorded_at',
  'revision',
  'global_position',
  'event_id',
  'type',
  'available_change',
  'held_change',
  'pending_change',
  'available_after',
  'held_after',
  'pending_after',
  'actor_user_id',
  'reason',
];

interface Recorded {
  id: string;
  revision: number;
  globalPosition: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recordedAt: Date;
}

/**
 * The wallet's entries up to `until`, each with the balances folded so far (the same fold the
 * ledger endpoint and `ledger:verify` use). On PostgreSQL the stream is read in revision batches;
 * the EventStoreDB adapter has no paged stream read, so there it is read whole.
 */
export async function* ledgerRows(
  store: EventStore,
  dataSource: DataSource,
  userId: string,
  until: Date,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<CsvCell[][]> {
  let state = initialWalletState();
  for await (const batch of walletBatches(store, dataSource, userId, batchSize)) {
    const rows: CsvCell[][] = [];
    // A prefix of the stream (see prefixRecordedBy): it ends at the first event recorded after `until`.
    const upTo = prefixRecordedBy(batch, until.getTime(), (r) => r.recordedAt.getTime());
    for (const r of upTo) {
      const before = state;
      state = evolveWallet(state, { type: r.type, data: r.data } as WalletEvent);
      rows.push([
        r.recordedAt.toISOString(),
        r.revision,
        r.globalPosition,
        r.id,
        r.type,
        formatCents(state.availableCents - before.availableCents),
        formatCents(state.heldCents - before.heldCents),
        formatCents(state.pendingDepositCents - before.pendingDepositCents),
        formatCents(state.availableCents),
        formatCents(state.heldCents),
        formatCents(state.pendingDepositCents),
        typeof r.metadata.actorUserId === 'string' ? r.metadata.actorUserId : '',
        textCell(typeof r.metadata.reason === 'string' ? r.metadata.reason : reasonOf(r.data)),
      ]);
    }
    yield rows;
    if (upTo.length < batch.length) return;
  }
}

function reasonOf(data: unknown): string | null {
  const reason = (data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}

async function* walletBatches(
  store: EventStore,
  dataSource: DataSource,
  userId: string,
  batchSize: number,
): AsyncGenerator<Recorded[]> {
  const stream = streamNames().wallet(userId);
  if (store.kind !== 'postgres') {
    yield await store.readStream(stream);
    return;
  }
  let from = 0;
  for (;;) {
    const rows = await dataSource.query<
      Array<{
        event_id: string;
        revision: string;
        global_position: string;
        type: string;
        data: unknown;
        metadata: Record<string, unknown>;
        recorded_at: Date;
      }>
    >(
      `SELECT event_id, revision, global_position::text AS global_position, type, data, metadata, recorded_at
         FROM events WHERE stream_name = $1 AND revision >= $2 ORDER BY revision LIMIT $3`,
      [stream, from, batchSize],
    );
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      id: r.event_id,
      revision: Number(r.revision),
      globalPosition: r.global_position,
      type: r.type,
      data: r.data,
      metadata: r.metadata,
      recordedAt: r.recorded_at,
    }));
    if (rows.length < batchSize) return;
    from = Number(rows[rows.length - 1]!.revision) + 1; // not empty: returned above when it was
  }
}
