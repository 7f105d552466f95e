import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The seed's `transactions` table, projected from wallet events. `amount` is always a magnitude;
 * `type` (deposit, withdrawal, credit, debit, entry_fee, prize, refund) says which way it moved.
 */
@Entity({ name: 'transactions' })
export class TransactionRow {
  @PrimaryColumn('text') id: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'varchar', length: 50 }) type: string;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount: string;
  @Column({ type: 'numeric', precision: 12, scale: 2, default: '0.00' }) fee: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'stripe_payment_intent_id', type: 'text', nullable: true }) stripePaymentIntentId: string | null;
  @Column({ name: 'tournament_id', type: 'text', nullable: true }) tournamentId: string | null;
  @Column({ type: 'varchar', length: 50, default: 'pending' }) status: string;
  @Column({ name: 'lock_id', type: 'text', nullable: true }) lockId: string | null;
  @Column({ name: 'escrow_type', type: 'varchar', length: 50, nullable: true }) escrowType: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
}

/** Finance's view of deposits: every method, with the pending bank transfers to verify. */
@Entity({ name: 'wallet_deposits' })
export class WalletDepositRow {
  @PrimaryColumn('text') id: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'varchar', length: 20 }) method: string;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount: string;
  @Column({ type: 'numeric', precision: 12, scale: 2, default: '0.00' }) fee: string;
  @Column({ type: 'text' }) reference: string;
  @Column({ type: 'varchar', length: 20 }) status: 'pending' | 'completed' | 'rejected';
  @Column({ name: 'requested_at', type: 'timestamptz' }) requestedAt: Date;
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true }) decidedAt: Date | null;
  @Column({ name: 'decided_by', type: 'text', nullable: true }) decidedBy: string | null;
  @Column({ name: 'decision_reason', type: 'text', nullable: true }) decisionReason: string | null;
}

/** Finance's view of withdrawals, with the full bank details it needs to pay them out. */
@Entity({ name: 'wallet_withdrawals' })
export class WalletWithdrawalRow {
  @PrimaryColumn('text') id: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) amount: string;
  @Column({ type: 'numeric', precision: 12, scale: 2 }) fee: string;
  @Column({ name: 'net_amount', type: 'numeric', precision: 12, scale: 2 }) netAmount: string;
  @Column({ name: 'account_number', type: 'text' }) accountNumber: string;
  @Column({ name: 'account_holder_name', type: 'text' }) accountHolderName: string;
  @Column({ name: 'bank_name', type: 'text' }) bankName: string;
  @Column({ type: 'varchar', length: 20 }) status: 'pending' | 'completed' | 'rejected';
  @Column({ name: 'requested_at', type: 'timestamptz' }) requestedAt: Date;
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true }) decidedAt: Date | null;
  @Column({ name: 'decided_by', type: 'text', nullable: true }) decidedBy: string | null;
  @Column({ name: 'decision_reason', type: 'text', nullable: true }) decisionReason: string | null;
}
