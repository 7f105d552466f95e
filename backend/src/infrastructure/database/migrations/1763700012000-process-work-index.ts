import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tournament process manager asks, every few seconds, for the tournaments with news
 * (`version > checked_version`) or a deadline due. Without an index on the first condition that
 * was a scan of every tournament ever created; this partial index holds only the ones with news.
 */
export class ProcessWorkIndex1763700012000 implements MigrationInterface {
  name = 'ProcessWorkIndex1763700012000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX tournament_process_news_idx ON tournament_process (due_at, tournament_id) WHERE version > checked_version`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tournament_process_news_idx`);
  }
}
