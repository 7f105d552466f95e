/**
 * CSV written to the HTTP response as it is read: the caller hands batches (keyset pages of ~1000
 * rows), each is written and the writer waits for the socket to drain before the next read, so an
 * export of 100,000 rows holds one batch in memory. A client that hangs up stops the reads.
 */
import { once } from 'node:events';
import type { Response } from 'express';

export type CsvCell = string | number | null | undefined;

/** Text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function textCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function escape(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: CsvCell[]): string {
  return `${cells.map(escape).join(',')}\r\n`;
}

export async function streamCsv(
  res: Response,
  filename: string,
  header: string[],
  batches: AsyncIterable<CsvCell[][]>,
): Promise<void> {
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.write(csvLine(header));
  try {
    for await (const rows of batches) {
      if (closed) return;
      if (rows.length === 0) continue;
      if (!res.write(rows.map(csvLine).join(''))) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    res.end();
  } catch (error) {
    // The 200 and part of the file are already sent: cut the response so the download is visibly
    // incomplete (never a silently truncated file), and let the caller log it.
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** An optional `?from=`/`?to=`/`?at=` instant: a date or an ISO-8601 instant with its offset. */
export function parseInstant(value: string | undefined): Date | null | 'invalid' {
  if (value === undefined || value === '') return null;
  if (!ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value))) return 'invalid';
  return new Date(value);
}
