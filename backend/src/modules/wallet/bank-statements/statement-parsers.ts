/**
 * Reading a bank statement file into lines (docs/decisions/bank-statements.md): CSV with the
 * documented columns, or ISO 20022 camt.053 XML. Any fault refuses the whole file, naming the line
 * (CSV) or entry (camt.053) and the reason; nothing is appended for a refused file.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StatementLine } from '../../../domain/bank-statement/bank-statement.decider';
import { statementErrors } from '../../../domain/bank-statement/bank-statement.errors';
import { parseMoney } from '../../../domain/shared/money';

export type StatementFormat = 'csv' | 'camt.053';

export const CSV_COLUMNS = ['booking_date', 'amount', 'currency', 'reference', 'bank_reference', 'counterparty'];
const REQUIRED_CSV_COLUMNS = ['booking_date', 'amount', 'currency', 'bank_reference'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 200;

export function parseStatement(bytes: Buffer): { format: StatementFormat; lines: StatementLine[] } {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD')) throw statementErrors.malformed('The file', 'it is not UTF-8 text.');
  return text.trimStart().startsWith('<')
    ? { format: 'camt.053', lines: parseCamt053(text) }
    : { format: 'csv', lines: parseCsv(text) };
}

/** RFC 4180 cells of one record (quotes may hold commas and doubled quotes; not line breaks). */
function cells(record: string, where: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const c = record[i];
    if (quoted) {
      if (c === '"' && record[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  if (quoted) throw statementErrors.malformed(where, 'a quoted cell is not closed.');
  out.push(cell);
  return out.map((v) => v.trim());
}

function checkedText(value: string, column: string, where: string): string {
  if (value.length > MAX_TEXT)
    throw statementErrors.malformed(where, `${column} is longer than ${MAX_TEXT} characters.`);
  return value;
}

export function parseCsv(text: string): StatementLine[] {
  const records = text.split(/\r?\n/);
  const header = cells(records[0] ?? '', 'Line 1').map((h) => h.toLowerCase());
  const missing = REQUIRED_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    throw statementErrors.malformed(
      'Line 1',
      `the header lacks ${missing.join(', ')} (expected columns: ${CSV_COLUMNS.join(',')}).`,
    );
  }
  const column = (row: string[], name: string) => {
    const index = header.indexOf(name);
    return index === -1 ? '' : (row[index] ?? '');
  };
  const lines: StatementLine[] = [];
  records.slice(1).forEach((record, index) => {
    const lineNumber = index + 2;
    if (record.trim() === '') return;
    const where = `Line ${lineNumber}`;
    const row = cells(record, where);
    if (row.length !== header.length) {
      throw statementErrors.malformed(where, `it has ${row.length} cells where the header has ${header.length}.`);
    }
    lines.push(
      statementLine(lineNumber, where, {
        bookingDate: column(row, 'booking_date'),
        amount: column(row, 'amount'),
        currency: column(row, 'currency'),
        reference: column(row, 'reference'),
        bankReference: column(row, 'bank_reference'),
        counterparty: column(row, 'counterparty'),
      }),
    );
  });
  return lines;
}

function statementLine(
  lineNumber: number,
  where: string,
  raw: {
    bookingDate: string;
    amount: string;
    currency: string;
    reference: string;
    bankReference: string;
    counterparty: string;
  },
  debit?: boolean,
): StatementLine {
  if (!DATE.test(raw.bookingDate) || Number.isNaN(Date.parse(raw.bookingDate))) {
    throw statementErrors.malformed(where, `the booking date "${raw.bookingDate}" is not a date like 2026-11-27.`);
  }
  const cents = parseMoney(raw.amount);
  if (cents === null || cents === 0 || (debit !== undefined && cents < 0)) {
    throw statementErrors.malformed(where, `the amount "${raw.amount}" is not an amount like 120.50 or -97.50.`);
  }
  if (raw.currency.toUpperCase() !== 'USD') {
    throw statementErrors.malformed(where, `the currency "${raw.currency}" is not USD; only USD lines are booked.`);
  }
  if (raw.bankReference === '') throw statementErrors.malformed(where, 'the bank reference is missing.');
  return {
    lineNumber,
    bankReference: checkedText(raw.bankReference, 'the bank reference', where),
    bookingDate: raw.bookingDate,
    amountCents: debit ? -cents : cents,
    reference: checkedText(raw.reference, 'the reference', where),
    counterparty: checkedText(raw.counterparty, 'the counterparty', where),
  };
}

type Node = Record<string, unknown>;
const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const textOf = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (value && typeof value === 'object' && '#text' in value) return textOf((value as Node)['#text']);
  return '';
};
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((n, key) => (n && typeof n === 'object' ? (n as Node)[key] : undefined), node);

export function parseCamt053(text: string): StatementLine[] {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw statementErrors.malformed(`Line ${valid.err.line}`, `the XML is not well formed (${valid.err.msg}).`);
  }
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    removeNSPrefix: true,
    processEntities: false,
  }).parse(text) as Node;
  const statements = asList(at(doc, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) {
    throw statementErrors.malformed(
      'The file',
      'it is neither the CSV of the mapping nor a camt.053 statement (no Stmt).',
    );
  }
  const lines: StatementLine[] = [];
  let entry = 0;
  for (const statement of statements) {
    for (const ntry of asList(at(statement, 'Ntry'))) {
      entry += 1;
      const where = `Entry ${entry}`;
      const status = textOf(at(ntry, 'Sts', 'Cd')) || textOf(at(ntry, 'Sts'));
      if (status !== '' && status !== 'BOOK') continue; // pending or informational entries are not booked money
      const indicator = textOf(at(ntry, 'CdtDbtInd'));
      if (indicator !== 'CRDT' && indicator !== 'DBIT') {
        throw statementErrors.malformed(where, `CdtDbtInd is "${indicator}", not CRDT or DBIT.`);
      }
      const tx = asList(at(ntry, 'NtryDtls', 'TxDtls'))[0];
      const endToEnd = textOf(at(tx, 'Refs', 'EndToEndId'));
      const remittance = asList(at(tx, 'RmtInf', 'Ustrd'))
        .map(textOf)
        .join(' ')
        .trim();
      const usableEndToEnd = endToEnd === 'NOTPROVIDED' ? '' : endToEnd;
      const party = indicator === 'CRDT' ? 'Dbtr' : 'Cdtr';
      lines.push(
        statementLine(
          entry,
          where,
          {
            bookingDate: (textOf(at(ntry, 'BookgDt', 'Dt')) || textOf(at(ntry, 'BookgDt', 'DtTm'))).slice(0, 10),
            amount: textOf(at(ntry, 'Amt')),
            currency: textOf(at(ntry, 'Amt', '@Ccy')),
            // Money in carries the payer's words; money out our own EndToEndId.
            reference: indicator === 'CRDT' ? remittance || usableEndToEnd : usableEndToEnd || remittance,
            bankReference: textOf(at(ntry, 'AcctSvcrRef')) || textOf(at(ntry, 'NtryRef')),
            counterparty: textOf(at(tx, 'RltdPties', party, 'Nm')) || textOf(at(tx, 'RltdPties', party, 'Pty', 'Nm')),
          },
          indicator === 'DBIT',
        ),
      );
    }
  }
  return lines;
}
