import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { formatCents, parseMoney } from '../../domain/shared/money';
import { CreatePayPalOrderInput, PayPalOrderView, PayPalPort } from './paypal-gateway';
import { SimulatedPayPalOrderRow } from './simulated-paypal-order.entity';

/**
 * PayPal for development and tests without PayPal credentials ("test mode"): orders live in this
 * database and move CREATED -> APPROVED (the test-mode approve button) -> COMPLETED (the server's
 * capture), exactly the states the wallet reads from PayPal. It is built only with the test tools
 * on and never in production (payments.module.ts), and it sends no webhooks, so it vouches for none.
 */
export class SimulatedPayPal implements PayPalPort {
  readonly mode = 'simulated' as const;

  constructor(private readonly dataSource: DataSource) {}

  async createOrder(input: CreatePayPalOrderInput): Promise<PayPalOrderView> {
    const id = `SIM${randomBytes(7).toString('hex').toUpperCase()}`;
    const now = new Date();
    const row = this.rows().create({
      id,
      amount: formatCents(input.totalCents),
      currency: 'USD',
      status: 'CREATED',
      customId: input.customId,
      returnUrl: input.returnUrl,
      captureId: null,
      createdAt: now,
      updatedAt: now,
    });
    await this.rows().insert(row);
    return view(row);
  }

  /** The payer's approval at PayPal, played by the test-mode button. Approving twice changes nothing. */
  async approve(id: string): Promise<PayPalOrderView | null> {
    await this.rows().update({ id, status: 'CREATED' }, { status: 'APPROVED', updatedAt: new Date() });
    return this.getOrder(id);
  }

  async captureOrder(id: string): Promise<PayPalOrderView | 'not_approved' | 'not_found'> {
    const captureId = `SIMCAP${randomBytes(6).toString('hex').toUpperCase()}`;
    // One conditional update: of two racing captures only one moves APPROVED -> COMPLETED.
    const moved = await this.rows().update(
      { id, status: 'APPROVED' },
      { status: 'COMPLETED', captureId, updatedAt: new Date() },
    );
    const order = await this.getOrder(id);
    if (!order) return 'not_found';
    return moved.affected || order.status === 'COMPLETED' ? order : 'not_approved';
  }

  async getOrder(id: string): Promise<PayPalOrderView | null> {
    const row = await this.rows().findOneBy({ id });
    return row ? view(row) : null;
  }

  verifyWebhook(): Promise<boolean> {
    return Promise.resolve(false);
  }

  private rows() {
    return this.dataSource.getRepository(SimulatedPayPalOrderRow);
  }
}

function view(row: SimulatedPayPalOrderRow): PayPalOrderView {
  const amountCents = parseMoney(row.amount);
  const separator = row.returnUrl.includes('?') ? '&' : '?';
  return {
    id: row.id,
    status: row.status,
    customId: row.customId,
    amountCents,
    currency: row.currency,
    captures: row.captureId ? [{ id: row.captureId, status: 'COMPLETED', amountCents, currency: row.currency }] : [],
    approveUrl: `${row.returnUrl}${separator}token=${row.id}&mode=test`,
  };
}
