import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The seed's `tournament_invitations`, a read model of the `invitation-{token}` streams. */
@Entity({ name: 'tournament_invitations' })
export class TournamentInvitationRow {
  @PrimaryColumn('text') id: string;
  @Column({ name: 'tournament_id', type: 'text' }) tournamentId: string;
  @Column({ name: 'inviter_id', type: 'text' }) inviterId: string;
  /** The account that had the invited e-mail when it was sent; once accepted, the player who accepted. */
  @Column({ name: 'invited_user_id', type: 'text', nullable: true }) invitedUserId: string | null;
  @Column({ name: 'invited_email', type: 'varchar', length: 255, nullable: true }) invitedEmail: string | null;
  @Column({ name: 'invited_phone', type: 'varchar', length: 20, nullable: true }) invitedPhone: string | null;
  @Column({ name: 'invited_name', type: 'varchar', length: 255, nullable: true }) invitedName: string | null;
  @Column({ type: 'varchar', length: 20, default: 'pending' }) status: 'pending' | 'accepted';
  /** sha256 (hex) of the link's token, never the token. */
  @Column({ name: 'invitation_token', type: 'text', unique: true }) invitationToken: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true }) respondedAt: Date | null;
}
