import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Cents, parseMoney } from '../../../domain/shared/money';
import { HistoryCategory, HistoryRow, HistorySource, historyRows, toCents } from './history-rows';

interface SourceSqlRow {
  id: string;
  type: string;
  amount: string;
  fee: string;
  description: string | null;
  status: string;
  tournament_id: string | null;
  tournament_name: string | null;
  total_fee_per_player: string | null;
  court_fee_per_player: string | null;
  net_amount: string | null;
  created_at: Date;
}

export interface HistoryTotals {
  /** The sum of every row's wallet change: the available balance. */
  balanceCents: Cents;
  /** Withdrawals waiting for finance: the held balance. */
  heldCents: Cents;
  /** Bank transfers waiting for verification. */
  pendingDepositCents: Cents;
  /** Per category, the sum of the rows' own amounts and of their wallet changes. */
  categories: Record<HistoryCategory, { count: number; amountCents: Cents; walletChangeCents: Cents }>;
}

/**
 * A player's history, newest first: every stored transaction expanded by the one table in
 * history-rows.ts. The totals run over the whole history (not the page), so they are the balances.
 */
@Injectable()
export class HistoryRead {
  constructor(private readonly dataSource: DataSource) {}

  async rowsOf(userId: string, transactionId?: string): Promise<Array<{ source: HistorySource; rows: HistoryRow[] }>> {
    const found = await this.dataSource.query<SourceSqlRow[]>(
      `SELECT x.id, x.type, x.amount::text AS amount, x.fee::text AS fee, x.description, x.status, x.tournament_id,
              t.name AS tournament_name, t.total_fee_per_player::text AS total_fee_per_player,
              t.court_fee_per_player::text AS court_fee_per_player, w.net_amount::text AS net_amount, x.created_at
         FROM transactions x
         LEFT JOIN tournaments t ON t.id = x.tournament_id
         LEFT JOIN wallet_withdrawals w ON w.id = x.id AND x.type = 'withdrawal'
        WHERE x.user_id = $1 AND ($2::text IS NULL OR x.id = $2)
        ORDER BY x.created_at DESC, x.id DESC`,
      [userId, transactionId ?? null],
    );
    return found.map((r) => {
      const source: HistorySource = {
        id: r.id,
        type: r.type,
        amountCents: cents(r.amount),
        feeCents: cents(r.fee),
        description: r.description,
        status: r.status,
        tournamentId: r.tournament_id,
        tournamentName: r.tournament_name,
        totalFeePerPlayerCents: toCents(r.total_fee_per_player),
        courtSharePerPlayerCents: toCents(r.court_fee_per_player),
        netAmountCents: toCents(r.net_amount),
        createdAt: r.created_at,
      };
      return { source, rows: historyRows(source) };
    });
  }

  async history(userId: string, category: HistoryCategory | null, page: { offset: number; pageSize: number }) {
    const all = (await this.rowsOf(userId)).flatMap((entry) => entry.rows);
    const totals = totalsOf(all);
    const matching = category === null ? all : all.filter((row) => row.category === category);
    return { rows: matching.slice(page.offset, page.offset + page.pageSize), total: matching.length, totals };
  }
}

export function totalsOf(rows: readonly HistoryRow[]): HistoryTotals {
  const categories = {} as HistoryTotals['categories'];
  let balanceCents = 0;
  let heldCents = 0;
  let pendingDepositCents = 0;
  for (const row of rows) {
    balanceCents += row.walletChangeCents;
    heldCents += row.heldCents;
    pendingDepositCents += row.pendingDepositCents;
    const sum = (categories[row.category] ??= { count: 0, amountCents: 0, walletChangeCents: 0 });
    sum.count += 1;
    sum.amountCents += row.amountCents;
    sum.walletChangeCents += row.walletChangeCents;
  }
  return { balanceCents, heldCents, pendingDepositCents, categories };
}

function cents(money: string): Cents {
  const parsed = parseMoney(money);
  if (parsed === null) throw new Error(`not an amount in the transactions table: ${money}`);
  return parsed;
}
