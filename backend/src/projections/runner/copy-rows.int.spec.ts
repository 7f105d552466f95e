import { createTestDatabase, TestDatabase } from '../../../test/test-database';
import { copyRows } from './copy-rows';

/** A rebuild inserts with COPY; the rows must be exactly those json_populate_recordset would have stored. */
describe('copyRows', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    for (const name of ['copied', 'from_json']) {
      await db.pool.query(
        `CREATE TABLE ${name} (id text PRIMARY KEY, label text, amount numeric(12,2), flag boolean,
           at timestamptz, meta jsonb, rating numeric(4,2))`,
      );
    }
  });
  afterAll(() => db.drop());

  it('stores tabs, new lines, backslashes, quotes, nulls, JSON strings and numbers as the JSON path does', async () => {
    const rows = [
      { id: 'a', label: 'tab\there\nnew line\r\\N back\\slash "quoted"', amount: '12.50', flag: true },
      {
        id: 'b',
        label: null,
        amount: '0.00',
        flag: false,
        at: '2026-11-24T16:00:00.123Z',
        meta: { note: 'a\tb\\c\n' },
      },
      { id: 'c', label: 'ünïcødé ✓', meta: 'just a string', rating: 4.25, at: new Date('2024-02-29T12:34:56.789Z') },
      { id: 'd', label: '', meta: [1, 'two', null], rating: 0.1 + 0.2 },
    ];
    const columns = ['id', 'label', 'amount', 'flag', 'at', 'meta', 'rating'];
    const runner = db.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      expect(await copyRows(runner.manager, 'copied', columns, new Set(['meta']), rows)).toBe(true);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    await db.pool.query(`INSERT INTO from_json SELECT * FROM json_populate_recordset(NULL::from_json, $1::json)`, [
      JSON.stringify(rows),
    ]);
    const read = async (table: string) => (await db.pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows as unknown[];
    const copied = await read('copied');
    expect(copied).toEqual(await read('from_json'));
    expect(copied).toHaveLength(4);
  });

  it('fails the statement (and the transaction) on a bad value', async () => {
    const runner = db.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await expect(
        copyRows(runner.manager, 'copied', ['id', 'amount'], new Set(), [{ id: 'x', amount: 'not a number' }]),
      ).rejects.toThrow(/numeric/);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    expect((await db.pool.query(`SELECT 1 FROM copied WHERE id = 'x'`)).rows).toEqual([]);
  });

  it('sends its data without waiting: a COPY refused before reading it fails cleanly and the connection goes on', async () => {
    const runner = db.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await expect(
        copyRows(runner.manager, 'copied', ['id', 'no_such_column'], new Set(), [{ id: 'y', no_such_column: 1 }]),
      ).rejects.toThrow(/no_such_column/);
      await runner.rollbackTransaction();
      // The CopyData and CopyDone sent after the refused statement were skipped, not read as statements.
      await runner.startTransaction();
      expect(await copyRows(runner.manager, 'copied', ['id', 'label'], new Set(), [{ id: 'z', label: 'after' }])).toBe(
        true,
      );
      await runner.commitTransaction();
      expect(await runner.query(`SELECT label FROM copied WHERE id = 'z'`)).toEqual([{ label: 'after' }]);
    } finally {
      await runner.release();
    }
  });
});
