import { MigrationInterface, QueryRunner } from 'typeorm';

/** Projection checkpoints, the users and player_stats read models, sessions and login throttling. */
export class IdentityReadModels1763700001000 implements MigrationInterface {
  name = 'IdentityReadModels1763700001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        commit_position numeric(20,0) NOT NULL,
        prepare_position numeric(20,0) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE users (
        id text PRIMARY KEY,
        email varchar(255) NOT NULL UNIQUE,
        first_name varchar(255),
        last_name varchar(255),
        profile_image_url text,
        password text,
        email_verified boolean NOT NULL DEFAULT false,
        balance numeric(12,2) NOT NULL DEFAULT 0.00,
        pending_balance numeric(12,2) NOT NULL DEFAULT 0.00,
        stripe_customer_id text,
        stripe_subscription_id text,
        padel_rating numeric(3,1) NOT NULL DEFAULT 1.0,
        pickleball_rating numeric(3,1) NOT NULL DEFAULT 1.0,
        reliability_factor numeric(4,2) NOT NULL DEFAULT 0.00,
        total_matches integer NOT NULL DEFAULT 0,
        years_playing integer NOT NULL DEFAULT 0,
        preferred_position varchar(50),
        favorite_game varchar(50) DEFAULT 'padel',
        is_rating_complete boolean NOT NULL DEFAULT false,
        last_rating_update timestamptz,
        phone varchar(20),
        city varchar(100),
        date_of_birth date,
        favorite_side varchar(20),
        playing_style varchar(50),
        bio text,
        is_admin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE player_stats (
        user_id text PRIMARY KEY,
        tournaments_played integer NOT NULL DEFAULT 0,
        tournaments_won integer NOT NULL DEFAULT 0,
        total_earnings numeric(12,2) NOT NULL DEFAULT 0.00,
        active_tournaments integer NOT NULL DEFAULT 0
      )`);
    // The seed's sessions table (connect-pg-simple's layout). Not a projection: rebuilds leave it alone.
    await q.query(`
      CREATE TABLE sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);
    await q.query(`
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        key text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_failures_key_idx ON login_failures (key, failed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['login_failures', 'sessions', 'player_stats', 'users', 'projection_checkpoints']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
