import { randomUUID } from 'node:crypto';
import { projectionWorld } from '../projection.spec-helper';
import { ProjectionRunner } from '../runner/projection-runner';
import { UsersProjection } from '../users/users.projection';
import { WalletProjection } from './wallet.projection';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('wallet projections (events in, rows out)', () => {
  const world = projectionWorld(() => [new UsersProjection(), new WalletProjection()]);

  async function walletWith(events: Array<{ type: string; data: object }>): Promise<string> {
    const userId = randomUUID();
    await world.store.appendToStream(
      `user-${userId}`,
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: {
            userId,
            email: `${userId}@example.test`,
            firstName: 'W',
            lastName: 'P',
            passwordHash: 'h',
            registeredAt: at(0),
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await world.store.appendToStream(
      `wallet-${userId}`,
      [{ type: 'WalletOpened', data: { userId, openedAt: at(0) } }, ...events].map((e) => ({ id: randomUUID(), ...e })),
      { expectedRevision: 'no_stream' },
    );
    await world.runner.catchUp();
    return userId;
  }

  const rows = async (table: string, userId: string) => {
    const order = table === 'transactions' ? 'created_at' : 'requested_at';
    return (await world.db.pool.query(`SELECT * FROM ${table} WHERE user_id = $1 ORDER BY ${order}`, [userId])).rows;
  };
  const user = async (userId: string) =>
    (await world.db.pool.query(`SELECT balance, pending_balance FROM users WHERE id = $1`, [userId])).rows[0];

  it('card deposit, bank deposit approved and rejected, adjustment: balances and rows', async () => {
    const userId = await walletWith([
      {
        type: 'Deposited',
        data: {
          depositId: 'd-card',
          amountCents: 5000,
          method: 'card',
          reference: 'pi_1',
          feeCents: 150,
          depositedAt: at(1),
          approvedBy: null,
        },
      },
      {
        type: 'DepositRequested',
        data: {
          depositId: 'd-bank',
          amountCents: 12050,
          method: 'bank_transfer',
          reference: 'TRX-1',
          requestedAt: at(2),
        },
      },
      {
        type: 'DepositRequested',
        data: {
          depositId: 'd-bank-2',
          amountCents: 1000,
          method: 'bank_transfer',
          reference: 'TRX-2',
          requestedAt: at(3),
        },
      },
      {
        type: 'Deposited',
        data: {
          depositId: 'd-bank',
          amountCents: 12050,
          method: 'bank_transfer',
          reference: 'TRX-1',
          feeCents: 0,
          depositedAt: at(4),
          approvedBy: 'admin-1',
        },
      },
      {
        type: 'DepositRejected',
        data: {
          depositId: 'd-bank-2',
          amountCents: 1000,
          reason: 'not received',
          rejectedBy: 'admin-1',
          rejectedAt: at(5),
        },
      },
      {
        type: 'DepositRequested',
        data: {
          depositId: 'd-bank-3',
          amountCents: 2500,
          method: 'bank_transfer',
          reference: 'TRX-3',
          requestedAt: at(6),
        },
      },
      {
        type: 'BalanceAdjusted',
        data: { adjustmentId: 'a-1', amountCents: -1050, reason: 'correction', adminId: 'admin-1', adjustedAt: at(7) },
      },
    ]);
    expect(await user(userId)).toEqual({ balance: '160.00', pending_balance: '25.00' });
    expect(
      (await rows('wallet_deposits', userId)).map((r) => [r.id, r.method, r.amount, r.fee, r.status, r.decided_by]),
    ).toEqual([
      ['d-card', 'card', '50.00', '1.50', 'completed', null],
      ['d-bank', 'bank_transfer', '120.50', '0.00', 'completed', 'admin-1'],
      ['d-bank-2', 'bank_transfer', '10.00', '0.00', 'rejected', 'admin-1'],
      ['d-bank-3', 'bank_transfer', '25.00', '0.00', 'pending', null],
    ]);
    expect(
      (await rows('transactions', userId)).map((r) => [r.id, r.type, r.amount, r.status, r.stripe_payment_intent_id]),
    ).toEqual([
      ['d-card', 'deposit', '50.00', 'completed', 'pi_1'],
      ['d-bank', 'deposit', '120.50', 'completed', null],
      ['d-bank-2', 'deposit', '10.00', 'rejected', null],
      ['d-bank-3', 'deposit', '25.00', 'pending', null],
      ['a-1', 'debit', '10.50', 'completed', null],
    ]);
  });

  it('withdrawals: the hold leaves the balance at once; reject returns it; complete keeps it out', async () => {
    const request = (id: string, cents: number, fee: number, minute: number) => ({
      type: 'WithdrawalRequested',
      data: {
        withdrawalId: id,
        amountCents: cents,
        feeCents: fee,
        netAmountCents: cents - fee,
        accountNumber: 'PK36 SCBL 0000 0011 2345 6702',
        accountHolderName: 'Ali',
        bankName: 'Meezan',
        requestedAt: at(minute),
      },
    });
    const userId = await walletWith([
      {
        type: 'BalanceAdjusted',
        data: { adjustmentId: 'fund', amountCents: 30000, reason: 'fund', adminId: 'a', adjustedAt: at(1) },
      },
      request('w-1', 10000, 250, 2),
      request('w-2', 5000, 125, 3),
      {
        type: 'WithdrawalCompleted',
        data: {
          withdrawalId: 'w-1',
          amountCents: 10000,
          feeCents: 250,
          netAmountCents: 9750,
          completedBy: 'a',
          completedAt: at(4),
        },
      },
      {
        type: 'WithdrawalRejected',
        data: { withdrawalId: 'w-2', amountCents: 5000, reason: 'wrong IBAN', rejectedBy: 'a', rejectedAt: at(5) },
      },
    ]);
    expect(await user(userId)).toEqual({ balance: '200.00', pending_balance: '0.00' });
    const withdrawals = await rows('wallet_withdrawals', userId);
    expect(withdrawals.map((r) => [r.id, r.amount, r.fee, r.net_amount, r.status, r.decision_reason])).toEqual([
      ['w-1', '100.00', '2.50', '97.50', 'completed', null],
      ['w-2', '50.00', '1.25', '48.75', 'rejected', 'wrong IBAN'],
    ]);
    expect(withdrawals[0].account_number).toBe('PK36 SCBL 0000 0011 2345 6702');
    const history = await rows('transactions', userId);
    expect(history.filter((r) => r.type === 'withdrawal').map((r) => r.description)).toEqual([
      'Withdrawal to Meezan ****6702',
      'Withdrawal to Meezan ****6702',
    ]);
  });

  it('a rebuild reproduces the live rows exactly', async () => {
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of ['users', 'transactions', 'wallet_deposits', 'wallet_withdrawals'])
        out[table] = (await world.db.pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
      return out;
    };
    const live = await snapshot();
    await world.db.pool.query(`UPDATE users SET balance = 999`);
    await world.runner.stop();
    const rebuilder = new ProjectionRunner(world.store, world.db.dataSource, [
      new UsersProjection(),
      new WalletProjection(),
    ]);
    await rebuilder.rebuild();
    expect(await snapshot()).toEqual(live);
    await rebuilder.stop();
  });
});
