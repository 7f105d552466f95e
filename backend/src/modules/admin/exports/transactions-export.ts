import { DataSource } from 'typeorm';
import { CsvCell, textCell } from '../../../infrastructure/http/csv-stream';
import { TransactionFilter, transactionWhere } from '../transactions/transaction-filter';

export const TRANSACTIONS_CSV_HEADER = [
  'created_at',
  'transaction_id',
  'user_id',
  'email',
  'type',
  'amount',
  'fee',
  'status',
  'reference',
  'tournament_id',
  'description',
];

export const EXPORT_BATCH = 1000;

interface Row {
  id: string;
  user_id: string;
  email: string | null;
  type: string;
  amount: string;
  fee: string;
  status: string;
  reference: string | null;
  tournament_id: string | null;
  description: string | null;
  created_at: string;
  /** Full microsecond precision as text: a JS Date would cut it to milliseconds and break the keyset. */
  created_key: string;
}

/**
 * Keyset pages over (created_at, id), oldest first: each batch is one indexed query, nothing is
 * held between batches but the last key. Money leaves Postgres as numeric text ("12.50").
 */
export async function* transactionRows(
  dataSource: DataSource,
  filter: TransactionFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<CsvCell[][]> {
  const where = transactionWhere(filter);
  const n = where.params.length;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows: Row[] = await dataSource.query(
      `SELECT x.id, x.user_id, u.email, x.type, x.amount::text AS amount, x.fee::text AS fee, x.status,
              coalesce(d.reference, x.stripe_payment_intent_id) AS reference, x.tournament_id, x.description,
              to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              x.created_at::text AS created_key
         FROM transactions x LEFT JOIN users u ON u.id = x.user_id LEFT JOIN wallet_deposits d ON d.id = x.id
        ${where.sql}
          AND ($${n + 1}::timestamptz IS NULL OR (x.created_at, x.id) > ($${n + 1}, $${n + 2}))
        ORDER BY x.created_at, x.id LIMIT $${n + 3}`,
      [...where.params, after?.at ?? null, after?.id ?? '', batchSize],
    );
    if (rows.length === 0) return;
    yield rows.map((r) => [
      r.created_at,
      r.id,
      r.user_id,
      textCell(r.email),
      r.type,
      r.amount,
      r.fee,
      r.status,
      textCell(r.reference),
      r.tournament_id,
      textCell(r.description),
    ]);
    const last = rows[rows.length - 1]!; // not empty: returned above when it was
    after = { at: last.created_key, id: last.id };
    if (rows.length < batchSize) return;
  }
}
