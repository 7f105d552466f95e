/**
 * Platform revenue, read one way: the entries of the platform revenue account (its mirror stream,
 * which the ledger verification folds too), named by source from the posting table. The explorer's
 * platform-revenue account and the revenue report by period both read here.
 */
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Cents, formatCents, parseMoney } from '../../../domain/shared/money';
import { PLAYERS_PER_TOURNAMENT } from '../../../domain/tournament/tournament.constants';
import { EVENT_STORE, EventStore, RecordedEvent, streamNames } from '../../../event-store/event-store.port';
import { LEDGER_POSTING_RECORDED, LedgerPostingRecordedData } from '../../../projections/wallet/platform-ledger';
import {
  REVENUE_SOURCES,
  REVENUE_SOURCE_LABELS,
  RevenueSource,
  revenueSourceOf,
} from '../../../domain/shared/posting-labels';

export interface RevenueEntry {
  recorded: RecordedEvent;
  data: LedgerPostingRecordedData;
  changeCents: Cents;
}

export type RevenueRowSource = RevenueSource | 'other';

export interface RevenueReport {
  from: string | null;
  to: string | null;
  total: string;
  sources: Array<{ source: RevenueRowSource; label: string; amount: string; count: number }>;
}

const TOURNAMENT_STREAM = streamNames().tournament('');

@Injectable()
export class PlatformRevenueRead {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  /** Every entry of the platform revenue account, in the account's order. */
  async entries(): Promise<RevenueEntry[]> {
    const events = await this.store.readStream(streamNames().platform('revenue'));
    return events
      .filter((e) => e.type === LEDGER_POSTING_RECORDED)
      .map((recorded) => {
        const data = recorded.data as LedgerPostingRecordedData;
        return { recorded, data, changeCents: data.netChangeCents };
      });
  }

  /**
   * Revenue whose source happened in [from, to), by source. A match's platform fee carries the
   * 0-3 cents that rounding the court share up collects; they are split out by the tournament's
   * court fee. Anything the posting table has no source for is "Other", so the total is always
   * the account's change over the period.
   */
  async report(from: Date | null, to: Date | null): Promise<RevenueReport> {
    const inPeriod = (await this.entries()).filter((e) => {
      const at = new Date(e.data.sourceRecordedAt).getTime();
      return (from === null || at >= from.getTime()) && (to === null || at < to.getTime());
    });
    const rounding = await this.courtRoundingByTournament(inPeriod);
    const totals = new Map<RevenueRowSource, { cents: Cents; count: number }>();
    const add = (source: RevenueRowSource, cents: Cents) => {
      if (cents === 0) return;
      const row = totals.get(source) ?? { cents: 0, count: 0 };
      totals.set(source, { cents: row.cents + cents, count: row.count + 1 });
    };
    let total = 0;
    for (const entry of inPeriod) {
      total += entry.changeCents;
      const source = revenueSourceOf(entry.data.sourceType) ?? 'other';
      const tournamentId = tournamentOf(entry);
      const roundingCents = source === 'match_fees' && tournamentId ? (rounding.get(tournamentId) ?? 0) : 0;
      add(source, entry.changeCents - roundingCents);
      add('court_fee_rounding', roundingCents);
    }
    const shown: RevenueRowSource[] = [...REVENUE_SOURCES, ...(totals.has('other') ? (['other'] as const) : [])];
    return {
      from: from?.toISOString() ?? null,
      to: to?.toISOString() ?? null,
      total: formatCents(total),
      sources: shown.map((source) => ({
        source,
        label: source === 'other' ? 'Other' : REVENUE_SOURCE_LABELS[source],
        amount: formatCents(totals.get(source)?.cents ?? 0),
        count: totals.get(source)?.count ?? 0,
      })),
    };
  }

  private async courtRoundingByTournament(entries: RevenueEntry[]): Promise<Map<string, Cents>> {
    const ids = [...new Set(entries.map(tournamentOf).filter((id): id is string => id !== null))];
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<Array<{ id: string; court_fee: string; per_player: string }>>(
      `SELECT id, court_fee::text AS court_fee, court_fee_per_player::text AS per_player FROM tournaments WHERE id = ANY($1)`,
      [ids],
    );
    return new Map(
      rows.map((r) => {
        const courtFeeCents = parseMoney(r.court_fee) ?? 0;
        const share = parseMoney(r.per_player) ?? 0; // the court share as it was fixed, rounded up
        return [r.id, share * PLAYERS_PER_TOURNAMENT - courtFeeCents];
      }),
    );
  }
}

function tournamentOf(entry: RevenueEntry): string | null {
  const stream = entry.data.sourceStream;
  return entry.data.sourceType === 'PlatformFeeCollected' && stream.startsWith(TOURNAMENT_STREAM)
    ? stream.slice(TOURNAMENT_STREAM.length)
    : null;
}
