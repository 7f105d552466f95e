import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Page, direction, paged } from '../../../infrastructure/http/paging';
import { WalletDepositRow, WalletWithdrawalRow } from '../../../projections/wallet/wallet-read-models.entity';
import { depositView, withdrawalView } from './wallet-reads';
import { firstRow } from '../../../infrastructure/database/first-row';

type Status = WalletDepositRow['status'];
interface Person {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

const SEARCH = `($2::text IS NULL OR u.email ILIKE $2 OR coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') ILIKE $2
                 OR q.id ILIKE $2 OR %REF% ILIKE $2)`;

/**
 * Finance's deposit and withdrawal queues, paged (`?page=&pageSize=&search=`), oldest first so they
 * are worked in order. Search matches the player's e-mail or name, the id and the bank reference.
 */
@Injectable()
export class FinanceQueuePages {
  constructor(private readonly dataSource: DataSource) {}

  async deposits(status: Status | undefined, page: Page) {
    const { rows, total } = await this.query<{ id: string }>('wallet_deposits', 'q.reference', status, page);
    const byId = await this.dataSource.getRepository(WalletDepositRow).findBy(rows.map((r) => ({ id: r.id })));
    const map = new Map(byId.map((r) => [r.id, r]));
    const items = rows.flatMap((r) => {
      const row = map.get(r.id);
      return row ? [{ ...depositView(row), user: person(r) }] : [];
    });
    return paged(items, total, page);
  }

  async withdrawals(status: Status | undefined, page: Page) {
    const { rows, total } = await this.query<{ id: string }>(
      'wallet_withdrawals',
      'q.account_holder_name',
      status,
      page,
    );
    const byId = await this.dataSource.getRepository(WalletWithdrawalRow).findBy(rows.map((r) => ({ id: r.id })));
    const map = new Map(byId.map((r) => [r.id, r]));
    const items = rows.flatMap((r) => {
      const row = map.get(r.id);
      return row ? [{ ...withdrawalView(row, { fullAccountNumber: true }), user: person(r) }] : [];
    });
    return paged(items, total, page);
  }

  private async query<T>(table: string, reference: string, status: Status | undefined, page: Page) {
    const from = `FROM ${table} q LEFT JOIN users u ON u.id = q.user_id
                  WHERE ($1::text IS NULL OR q.status = $1) AND ${SEARCH.replace('%REF%', reference)}`;
    const { total } = firstRow(
      await this.dataSource.query<Array<{ total: string }>>(`SELECT count(*) AS total ${from}`, [
        status ?? null,
        page.like,
      ]),
      'the count of the queue',
    );
    const rows = await this.dataSource.query<Array<T & Person>>(
      `SELECT q.id, u.email, u.first_name, u.last_name ${from} ORDER BY q.requested_at ${direction(page, 'oldest')}, q.id LIMIT $3 OFFSET $4`,
      [status ?? null, page.like, page.pageSize, page.offset],
    );
    return { rows, total };
  }
}

function person(r: Person) {
  return r.email === null ? null : { email: r.email, firstName: r.first_name, lastName: r.last_name };
}
