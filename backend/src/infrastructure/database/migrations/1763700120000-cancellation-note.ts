import { MigrationInterface, QueryRunner } from 'typeorm';

/** The organiser's or admin's own words on a cancellation (TournamentCancelled.note), shown to the players. */
export class CancellationNote1763700120000 implements MigrationInterface {
  name = 'CancellationNote1763700120000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments ADD COLUMN cancellation_note text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments DROP COLUMN cancellation_note`);
  }
}
