import { MigrationInterface, QueryRunner } from 'typeorm';

/** The seed's `user_follows`, a read model of PlayerFollowed/PlayerUnfollowed on the follower's user stream. */
export class UserFollows1763700290000 implements MigrationInterface {
  name = 'UserFollows1763700290000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_follows (
        id text NOT NULL,
        follower_id text NOT NULL,
        following_id text NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (follower_id, following_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX user_follows_id ON user_follows (id)`);
    await q.query(`CREATE INDEX user_follows_following ON user_follows (following_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_follows`);
  }
}
