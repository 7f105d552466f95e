import { PagedTable } from '@/components/ui/paged-list';
import { formatMoney } from '@/lib/money';
import { useStatements, useUnmatchedLines } from '../api/bank-statements';
import type { StatementLine } from '../types';
import { Truncate, useListParams } from './list-controls';

/** A statement amount: money in positive, money out negative. */
export const signed = (amount: string) =>
  amount.startsWith('-') ? `-$${formatMoney(amount.slice(1))}` : `$${formatMoney(amount)}`;
export const describeLine = (line: StatementLine) =>
  `line ${line.lineNumber}, ${signed(line.amount)}${line.reference ? `, “${line.reference}”` : ''}`;

/** Past imports, so a statement's unmatched lines can be worked on later. */
export function ImportedStatements({ current, onOpen }: { current: string | null; onOpen: (id: string) => void }) {
  const [params, list] = useListParams();
  const statements = useStatements(params);
  return (
    <section className="card" aria-labelledby="imported-statements">
      <h2 id="imported-statements">Imported statements</h2>
      <PagedTable
        query={statements}
        noun="statements"
        empty="No statement imported yet."
        onPage={list.setPage}
        rowKey={(s) => s.statementId}
        columns={[
          { header: 'File', cell: (s) => <Truncate text={s.fileName} width="12rem" /> },
          { header: 'Format', cell: (s) => s.format },
          { header: 'Imported', cell: (s) => new Date(s.importedAt).toLocaleString() },
          { header: 'Matched', cell: (s) => s.matched },
          { header: 'Unmatched', cell: (s) => s.unmatched },
          { header: 'Duplicates', cell: (s) => s.duplicates },
          {
            header: 'Actions',
            className: 'admin-actions',
            cell: (s) => (
              <button
                type="button"
                className="btn btn--outline btn--sm"
                aria-label={`Open statement ${s.fileName} imported ${new Date(s.importedAt).toLocaleString()}`}
                aria-pressed={s.statementId === current}
                onClick={() => onOpen(s.statementId)}
              >
                {s.statementId === current ? 'Open' : 'Show lines'}
              </button>
            ),
          },
        ]}
      />
    </section>
  );
}

export function UnmatchedLines(props: {
  statementId: string;
  params: ReturnType<typeof useListParams>[0];
  onPage: (page: number) => void;
  onResolve: (line: StatementLine) => void;
  onIgnore: (line: StatementLine) => void;
}) {
  const lines = useUnmatchedLines(props.statementId, props.params);
  return (
    <section className="card" aria-labelledby="unmatched-lines">
      <h2 id="unmatched-lines">Unmatched lines</h2>
      <PagedTable
        query={lines}
        noun="unmatched lines"
        empty="Every line of this statement is matched or resolved."
        onPage={props.onPage}
        rowKey={(l) => l.bankReference}
        columns={[
          { header: 'Line', cell: (l) => l.lineNumber },
          { header: 'Booked', cell: (l) => l.bookingDate },
          { header: 'Amount', cell: (l) => signed(l.amount) },
          { header: 'Reference', cell: (l) => <Truncate text={l.reference} width="12rem" /> },
          { header: 'From / to', cell: (l) => <Truncate text={l.counterparty} width="10rem" /> },
          { header: 'Bank reference', cell: (l) => <Truncate text={l.bankReference} width="10rem" /> },
          {
            header: 'Actions',
            className: 'admin-actions',
            cell: (l) => (
              <>
                <button
                  type="button"
                  className="btn btn--primary btn--sm"
                  aria-label={`Resolve ${describeLine(l)}`}
                  onClick={() => props.onResolve(l)}
                >
                  Resolve
                </button>
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  aria-label={`Ignore ${describeLine(l)}`}
                  onClick={() => props.onIgnore(l)}
                >
                  Ignore
                </button>
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
