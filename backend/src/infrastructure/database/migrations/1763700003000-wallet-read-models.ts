import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wallet read models (the seed's `transactions`, finance's deposit and withdrawal queues), the
 * simulated card processor's own table and the Idempotency-Key store. Money is numeric(12,2).
 */
export class WalletReadModels1763700003000 implements MigrationInterface {
  name = 'WalletReadModels1763700003000';

  async up(q: QueryRunner): Promise<void> {
    // The seed's layout plus `fee` and `completed_at`; `amount` is a magnitude, `type` gives the sign.
    await q.query(`
      CREATE TABLE transactions (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        type varchar(50) NOT NULL,
        amount numeric(12,2) NOT NULL,
        fee numeric(12,2) NOT NULL DEFAULT 0.00,
        description text,
        stripe_payment_intent_id text,
        tournament_id text,
        status varchar(50) NOT NULL DEFAULT 'pending',
        lock_id text,
        escrow_type varchar(50),
        created_at timestamptz NOT NULL,
        completed_at timestamptz
      )`);
    await q.query(`CREATE INDEX transactions_user_created_idx ON transactions (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE wallet_deposits (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        method varchar(20) NOT NULL,
        amount numeric(12,2) NOT NULL,
        fee numeric(12,2) NOT NULL DEFAULT 0.00,
        reference text NOT NULL,
        status varchar(20) NOT NULL,
        requested_at timestamptz NOT NULL,
        decided_at timestamptz,
        decided_by text,
        decision_reason text
      )`);
    await q.query(`CREATE INDEX wallet_deposits_status_idx ON wallet_deposits (status, requested_at)`);
    await q.query(`
      CREATE TABLE wallet_withdrawals (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        amount numeric(12,2) NOT NULL,
        fee numeric(12,2) NOT NULL,
        net_amount numeric(12,2) NOT NULL,
        account_number text NOT NULL,
        account_holder_name text NOT NULL,
        bank_name text NOT NULL,
        status varchar(20) NOT NULL,
        requested_at timestamptz NOT NULL,
        decided_at timestamptz,
        decided_by text,
        decision_reason text
      )`);
    await q.query(`CREATE INDEX wallet_withdrawals_status_idx ON wallet_withdrawals (status, requested_at)`);
    // The simulated processor's own records (what Stripe keeps on its side); not a projection.
    await q.query(`
      CREATE TABLE simulated_payment_intents (
        id text PRIMARY KEY,
        client_secret text NOT NULL,
        amount numeric(12,2) NOT NULL,
        currency varchar(3) NOT NULL,
        status varchar(40) NOT NULL,
        metadata jsonb NOT NULL,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One row per (user, key): inserted before the work starts, so a concurrent twin finds it.
    await q.query(`
      CREATE TABLE idempotency_keys (
        user_id text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        state varchar(20) NOT NULL,
        response_status integer,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'idempotency_keys',
      'simulated_payment_intents',
      'wallet_withdrawals',
      'wallet_deposits',
      'transactions',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
