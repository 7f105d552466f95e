import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations, notifications, the e-mail/SMS outbox and the player-stats projection's own
 * tables. See docs/decisions/invitations-notifications.md.
 */
export class InvitationsNotificationsStats1763700006000 implements MigrationInterface {
  name = 'InvitationsNotificationsStats1763700006000';

  async up(q: QueryRunner): Promise<void> {
    // The seed's layout; `invited_user_id` is the matched account, then the one that accepted.
    await q.query(`
      CREATE TABLE tournament_invitations (
        id text PRIMARY KEY,
        tournament_id text NOT NULL,
        inviter_id text NOT NULL,
        invited_user_id text,
        invited_email varchar(255),
        invited_phone varchar(20),
        invited_name varchar(255),
        status varchar(20) NOT NULL DEFAULT 'pending',
        invitation_token text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        responded_at timestamptz
      )`);
    await q.query(`CREATE INDEX tournament_invitations_tournament_idx ON tournament_invitations (tournament_id)`);
    await q.query(`
      CREATE TABLE notifications (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        type varchar(50) NOT NULL,
        title varchar(255) NOT NULL,
        message text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        action_url varchar(500),
        metadata jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC)`);
    // What the notifications and player-stats projections remember about tournaments and players
    // (each projection owns its own copy: projections advance independently).
    for (const prefix of ['notification', 'player_stats']) {
      await q.query(`
        CREATE TABLE ${prefix}_tournaments (
          tournament_id text PRIMARY KEY,
          name text NOT NULL,
          status varchar(20) NOT NULL,
          winning_team smallint
        )`);
      await q.query(`
        CREATE TABLE ${prefix}_players (
          id text PRIMARY KEY,
          tournament_id text NOT NULL,
          user_id text NOT NULL,
          team_number smallint NOT NULL,
          position smallint NOT NULL,
          status varchar(10) NOT NULL
        )`);
      await q.query(`CREATE INDEX ${prefix}_players_tournament_idx ON ${prefix}_players (tournament_id)`);
      await q.query(`CREATE INDEX ${prefix}_players_user_idx ON ${prefix}_players (user_id)`);
    }
    await q.query(`
      CREATE TABLE notification_users (
        user_id text PRIMARY KEY,
        email varchar(255) NOT NULL,
        first_name varchar(255),
        last_name varchar(255)
      )`);
    // Not a projection table: rebuilds never empty it (that would send every message again).
    await q.query(`
      CREATE TABLE outbox (
        id text PRIMARY KEY,
        channel varchar(10) NOT NULL,
        recipient text NOT NULL,
        subject text,
        body text NOT NULL,
        link text,
        source_event_id text NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        lease_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX outbox_due_idx ON outbox (status, next_attempt_at)`);
    // player_stats now belongs to the player-stats projection, which starts from the first event.
    await q.query(`TRUNCATE TABLE player_stats`);
  }

  async down(q: QueryRunner): Promise<void> {
    const tables = ['outbox', 'notification_users', 'player_stats_players', 'player_stats_tournaments'];
    for (const table of [
      ...tables,
      'notification_players',
      'notification_tournaments',
      'notifications',
      'tournament_invitations',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
