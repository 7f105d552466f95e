import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What the simulated processor keeps on its side (Stripe keeps the same on its own). Not a read model. */
@Entity({ name: 'simulated_payment_intents' })
export class SimulatedPaymentIntentRow {
  @PrimaryColumn('text') id: string;
  @Column({ name: 'client_secret', type: 'text' }) clientSecret: string;
  /** What the card is asked for (deposit plus card fee). */
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount: string;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'varchar', length: 40 }) status: string;
  @Column({ type: 'jsonb' }) metadata: Record<string, string>;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
