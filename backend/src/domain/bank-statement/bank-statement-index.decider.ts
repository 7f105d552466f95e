/**
 * The list of imported statements (one stream), so finance finds a statement's unmatched lines again.
 * Listing is idempotent: a statement is listed once, whatever the number of imports of its file.
 */
import { Decider } from '../shared/decider';

export const BANK_STATEMENTS_INDEX_STREAM = 'bank-statements';

export interface ListedStatement {
  statementId: string;
  format: 'csv' | 'camt.053';
  fileName: string;
  importedBy: string;
  importedAt: string;
}

export type BankStatementListed = { type: 'BankStatementListed'; data: ListedStatement };
export type ListBankStatement = { type: 'ListBankStatement'; data: ListedStatement };

export interface BankStatementIndexState {
  /** Oldest first. */
  statements: readonly ListedStatement[];
  ids: ReadonlySet<string>;
}

export const bankStatementIndexDecider: Decider<ListBankStatement, BankStatementListed, BankStatementIndexState> = {
  decide: ({ data }, state) => (state.ids.has(data.statementId) ? [] : [{ type: 'BankStatementListed', data }]),
  evolve: (state, { data }) => ({
    statements: [...state.statements, data],
    ids: new Set(state.ids).add(data.statementId),
  }),
  initialState: () => ({ statements: [], ids: new Set() }),
  eventSubject: (event) => event.data.statementId,
};
