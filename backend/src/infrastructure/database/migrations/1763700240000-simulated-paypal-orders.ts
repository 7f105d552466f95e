import { MigrationInterface, QueryRunner } from 'typeorm';

/** The simulated PayPal's own side (test mode only): see payments/paypal/simulated-paypal.ts. */
export class SimulatedPayPalOrders1763700240000 implements MigrationInterface {
  name = 'SimulatedPayPalOrders1763700240000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE simulated_paypal_orders (
        id text PRIMARY KEY,
        amount numeric(12,2) NOT NULL,
        currency varchar(3) NOT NULL,
        status varchar(20) NOT NULL,
        custom_id text NOT NULL,
        return_url text NOT NULL,
        capture_id text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE simulated_paypal_orders`);
  }
}
