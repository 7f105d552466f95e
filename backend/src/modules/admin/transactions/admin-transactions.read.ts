import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../../domain/shared/decider';
import { formatCents, parseMoney } from '../../../domain/shared/money';
import { walletEventPostings } from '../../../domain/wallet/wallet.postings';
import { WalletEvent } from '../../../domain/wallet/wallet.events';
import { EVENT_STORE, EventStore, streamNames } from '../../../event-store/event-store.port';
import { Page, direction, paged } from '../../../infrastructure/http/paging';
import { firstRow } from '../../../infrastructure/database/first-row';
import { postingLabel } from '../../../domain/shared/posting-labels';
import { TransactionFilter, transactionWhere } from './transaction-filter';

interface TransactionSqlRow {
  id: string;
  user_id: string;
  type: string;
  amount: string;
  fee: string;
  description: string | null;
  status: string;
  tournament_id: string | null;
  reference: string | null;
  created_at: Date;
  completed_at?: Date | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  deposit_method?: string | null;
  tournament_name?: string | null;
}

/** The status a wallet event leaves its transaction in (the detail's status history). */
const STATUS_AFTER: Readonly<Record<string, string>> = {
  DepositRequested: 'pending',
  Deposited: 'completed',
  DepositRejected: 'rejected',
  WithdrawalRequested: 'pending',
  WithdrawalCompleted: 'completed',
  WithdrawalRejected: 'rejected',
};

/** The transaction a wallet event belongs to: its deposit, withdrawal or adjustment id, else the event. */
function transactionIdOf(eventId: string, data: unknown): string {
  const d = data as { depositId?: string; withdrawalId?: string; adjustmentId?: string };
  return d.depositId ?? d.withdrawalId ?? d.adjustmentId ?? eventId;
}

const FROM = `FROM transactions x LEFT JOIN users u ON u.id = x.user_id LEFT JOIN wallet_deposits d ON d.id = x.id`;

/**
 * Every player's transactions, newest first, filtered (see transaction-filter.ts). Search matches
 * the reference (transaction id, payment intent, bank reference), the description, and the
 * player's e-mail or name.
 */
@Injectable()
export class AdminTransactionsRead {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async list(page: Page, filter: TransactionFilter) {
    const where = transactionWhere(filter);
    const n = where.params.length;
    const { total } = firstRow(
      await this.dataSource.query<Array<{ total: string }>>(
        `SELECT count(*) AS total ${FROM} ${where.sql}`,
        where.params,
      ),
      'the count of transactions',
    );
    const rows = await this.dataSource.query<TransactionSqlRow[]>(
      `SELECT x.id, x.user_id, x.type, x.amount, x.fee, x.description, x.status, x.tournament_id,
              coalesce(d.reference, x.stripe_payment_intent_id) AS reference, x.created_at,
              u.email, u.first_name, u.last_name
         ${FROM} ${where.sql}
        ORDER BY x.created_at ${direction(page, 'newest')}, x.id LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, page.pageSize, page.offset],
    );
    const transactions = rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      user: { email: r.email, firstName: r.first_name, lastName: r.last_name },
      type: r.type,
      amount: r.amount,
      fee: r.fee,
      description: r.description,
      status: r.status,
      reference: r.reference,
      tournamentId: r.tournament_id,
      createdAt: r.created_at.toISOString(),
    }));
    return { ...paged(transactions, total, page), transactions };
  }

  /**
   * One transaction: gross, fee and net; its status history and ledger postings, from the events
   * of its wallet stream that belong to it; the deposit or match it is linked to.
   */
  async detail(id: string) {
    const rows = await this.dataSource.query<TransactionSqlRow[]>(
      `SELECT x.id, x.user_id, x.type, x.amount, x.fee, x.description, x.status, x.tournament_id,
              coalesce(d.reference, x.stripe_payment_intent_id) AS reference, x.created_at, x.completed_at,
              u.email, u.first_name, u.last_name, d.method AS deposit_method, t.name AS tournament_name
         ${FROM} LEFT JOIN tournaments t ON t.id = x.tournament_id
        WHERE x.id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) {
      throw new DomainError(
        'TRANSACTIONS.NOT_FOUND',
        'No such transaction. Check the id, or find it in the transactions list.',
        'not_found',
      );
    }
    const amountCents = parseMoney(r.amount) ?? 0;
    const feeCents = parseMoney(r.fee) ?? 0;
    // A deposit's fee is charged on top of what the player gets; a withdrawal's comes out of it.
    const grossCents = r.type === 'deposit' ? amountCents + feeCents : amountCents;
    const netCents = r.type === 'deposit' ? amountCents : amountCents - feeCents;

    const events = (await this.store.readStream(streamNames().wallet(r.user_id))).filter(
      (e) => transactionIdOf(e.id, e.data) === id,
    );
    const history = events.map((e) => ({
      eventId: e.id,
      type: e.type,
      status: STATUS_AFTER[e.type] ?? 'completed',
      at: e.recordedAt.toISOString(),
      actorUserId: e.metadata.actorUserId ?? null,
      reason:
        typeof (e.data as { reason?: unknown }).reason === 'string' ? (e.data as { reason: string }).reason : null,
    }));
    const postings = events.flatMap((e) =>
      walletEventPostings({ type: e.type, data: e.data } as WalletEvent, r.user_id).map((p) => ({
        eventId: e.id,
        label: postingLabel(e.type, p),
        source: p.source,
        destination: p.destination,
        amount: formatCents(p.amountCents),
        recordedAt: e.recordedAt.toISOString(),
      })),
    );
    const linked = r.tournament_id
      ? { kind: 'match' as const, id: r.tournament_id, name: r.tournament_name ?? null, method: null }
      : r.deposit_method
        ? { kind: 'deposit' as const, id: r.id, name: null, method: r.deposit_method }
        : null;
    return {
      id: r.id,
      userId: r.user_id,
      user: { email: r.email, firstName: r.first_name, lastName: r.last_name },
      type: r.type,
      status: r.status,
      description: r.description,
      reference: r.reference,
      gross: formatCents(grossCents),
      fee: formatCents(feeCents),
      net: formatCents(netCents),
      createdAt: r.created_at.toISOString(),
      completedAt: r.completed_at ? r.completed_at.toISOString() : null,
      linked,
      history,
      postings,
    };
  }
}
