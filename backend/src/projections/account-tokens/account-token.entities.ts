import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Columns shared by both link tables: which account a token (its sha256) was sent to. */
abstract class AccountTokenColumns {
  /** The id of the event that issued the link. */
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  /** sha256 of the token, hex; the token itself is never stored. */
  @Column({ type: 'varchar', length: 255 }) token: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

@Entity({ name: 'password_reset_tokens' })
export class PasswordResetTokenRow extends AccountTokenColumns {}

@Entity({ name: 'email_verification_tokens' })
export class EmailVerificationTokenRow extends AccountTokenColumns {}

/** An e-mail change's two links: 'confirm' went to the new address, 'cancel' to the old one. */
@Entity({ name: 'email_change_tokens' })
export class EmailChangeTokenRow extends AccountTokenColumns {
  @Column({ type: 'text' }) kind: 'confirm' | 'cancel';
}

export const accountTokenEntities = [PasswordResetTokenRow, EmailVerificationTokenRow, EmailChangeTokenRow];
