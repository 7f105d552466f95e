import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One Idempotency-Key of one user: what was asked (hash) and, once done, what was answered. */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyKeyRow {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @PrimaryColumn('text') key: string;
  @Column({ name: 'request_hash', type: 'text' }) requestHash: string;
  @Column({ type: 'varchar', length: 20 }) state: 'in_progress' | 'completed';
  @Column({ name: 'response_status', type: 'integer', nullable: true }) responseStatus: number | null;
  @Column({ name: 'response_body', type: 'jsonb', nullable: true }) responseBody: unknown;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
