import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The seed's `users` table, as a read model of `user-{id}` and `wallet-{id}` streams. Money is numeric(12,2). */
@Entity({ name: 'users' })
export class UserRow {
  @PrimaryColumn('text') id: string;
  @Column({ type: 'varchar', length: 255, unique: true }) email: string;
  @Column({ name: 'first_name', type: 'varchar', nullable: true }) firstName: string | null;
  @Column({ name: 'last_name', type: 'varchar', nullable: true }) lastName: string | null;
  @Column({ name: 'profile_image_url', type: 'text', nullable: true }) profileImageUrl: string | null;
  /** The bcrypt hash. Never leaves the server. */
  @Column({ type: 'text', nullable: true, select: false }) password: string | null;
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified: boolean;
  /** Available balance: a cache of the wallet stream's fold, checked by the ledger verification. */
  @Column({ type: 'numeric', precision: 12, scale: 2, default: '0.00' }) balance: string;
  @Column({ name: 'pending_balance', type: 'numeric', precision: 12, scale: 2, default: '0.00' })
  pendingBalance: string;
  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true }) stripeCustomerId: string | null;
  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true }) stripeSubscriptionId: string | null;
  @Column({ name: 'padel_rating', type: 'numeric', precision: 3, scale: 1, default: '1.0' }) padelRating: string;
  @Column({ name: 'pickleball_rating', type: 'numeric', precision: 3, scale: 1, default: '1.0' })
  pickleballRating: string;
  @Column({ name: 'reliability_factor', type: 'numeric', precision: 4, scale: 2, default: '0.00' })
  reliabilityFactor: string;
  @Column({ name: 'total_matches', type: 'integer', default: 0 }) totalMatches: number;
  @Column({ name: 'years_playing', type: 'integer', default: 0 }) yearsPlaying: number;
  @Column({ name: 'preferred_position', type: 'varchar', length: 50, nullable: true }) preferredPosition: string | null;
  @Column({ name: 'favorite_game', type: 'varchar', length: 50, nullable: true }) favoriteGame: string | null;
  @Column({ name: 'is_rating_complete', type: 'boolean', default: false }) isRatingComplete: boolean;
  @Column({ name: 'last_rating_update', type: 'timestamptz', nullable: true }) lastRatingUpdate: Date | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) city: string | null;
  @Column({ name: 'date_of_birth', type: 'date', nullable: true }) dateOfBirth: string | null;
  @Column({ name: 'favorite_side', type: 'varchar', length: 20, nullable: true }) favoriteSide: string | null;
  @Column({ name: 'playing_style', type: 'varchar', length: 50, nullable: true }) playingStyle: string | null;
  @Column({ type: 'text', nullable: true }) bio: string | null;
  @Column({ name: 'is_admin', type: 'boolean', default: false }) isAdmin: boolean;
  /** A TOTP second factor is enrolled (SecondFactorEnabled, not disabled since). */
  @Column({ name: 'second_factor_enabled', type: 'boolean', default: false }) secondFactorEnabled: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

@Entity({ name: 'player_stats' })
export class PlayerStatsRow {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'tournaments_played', type: 'integer', default: 0 }) tournamentsPlayed: number;
  @Column({ name: 'tournaments_won', type: 'integer', default: 0 }) tournamentsWon: number;
  @Column({ name: 'total_earnings', type: 'numeric', precision: 12, scale: 2, default: '0.00' }) totalEarnings: string;
  @Column({ name: 'active_tournaments', type: 'integer', default: 0 }) activeTournaments: number;
}
