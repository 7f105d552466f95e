import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The seed's `notifications`, a read model (see NotificationsProjection). */
@Entity({ name: 'notifications' })
export class NotificationRow {
  /** Derived from the source event and the recipient, so a rebuild gives every row the same id. */
  @PrimaryColumn('text') id: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'varchar', length: 50 }) type: string;
  @Column({ type: 'varchar', length: 255 }) title: string;
  @Column({ type: 'text' }) message: string;
  @Column({ name: 'is_read', type: 'boolean', default: false }) isRead: boolean;
  @Column({ name: 'action_url', type: 'varchar', length: 500, nullable: true }) actionUrl: string | null;
  @Column({ type: 'jsonb', nullable: true }) metadata: Record<string, unknown> | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
