import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What the simulated PayPal keeps on its side (PayPal keeps the same on its own). Not a read model. */
@Entity({ name: 'simulated_paypal_orders' })
export class SimulatedPayPalOrderRow {
  @PrimaryColumn('text') id: string;
  /** What the payer is asked for (deposit plus card fee). */
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount: string;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  /** CREATED, APPROVED or COMPLETED, as PayPal's order statuses. */
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ name: 'custom_id', type: 'text' }) customId: string;
  @Column({ name: 'return_url', type: 'text' }) returnUrl: string;
  @Column({ name: 'capture_id', type: 'text', nullable: true }) captureId: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
