import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Page, direction, paged } from '../../../infrastructure/http/paging';
import { firstRow } from '../../../infrastructure/database/first-row';

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
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * Every player's transactions, newest first. Search matches the reference (transaction id, payment
 * intent, bank reference), the description, and the player's e-mail or name.
 */
@Injectable()
export class AdminTransactionsRead {
  constructor(private readonly dataSource: DataSource) {}

  async list(page: Page) {
    const from = `FROM transactions x LEFT JOIN users u ON u.id = x.user_id
                  LEFT JOIN wallet_deposits d ON d.id = x.id`;
    const where = `WHERE ($1::text IS NULL OR x.id ILIKE $1 OR x.stripe_payment_intent_id ILIKE $1 OR d.reference ILIKE $1
                   OR x.description ILIKE $1 OR u.email ILIKE $1
                   OR coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') ILIKE $1)`;
    const { total } = firstRow(
      await this.dataSource.query<Array<{ total: string }>>(`SELECT count(*) AS total ${from} ${where}`, [page.like]),
      'the count of transactions',
    );
    const rows = await this.dataSource.query<TransactionSqlRow[]>(
      `SELECT x.id, x.user_id, x.type, x.amount, x.fee, x.description, x.status, x.tournament_id,
              coalesce(d.reference, x.stripe_payment_intent_id) AS reference, x.created_at,
              u.email, u.first_name, u.last_name
         ${from} ${where}
        ORDER BY x.created_at ${direction(page, 'newest')}, x.id LIMIT $2 OFFSET $3`,
      [page.like, page.pageSize, page.offset],
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
}
