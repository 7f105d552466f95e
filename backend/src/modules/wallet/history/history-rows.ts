/**
 * The player's history as rows: one table, `HISTORY_ROWS`, says which rows each kind of stored
 * transaction (`transactions.type`, one per wallet event) becomes. Every fee is a row of its own,
 * and every row carries `walletChangeCents`, what it did to the available balance, so the rows of
 * a player add up to the ledger's fold (see docs/decisions/history.md). A new wallet event kind
 * that the projection stores under a new type needs one entry here.
 */
import { Cents, formatUsd, parseMoney } from '../../../domain/shared/money';

export type HistoryCategory = 'deposits' | 'withdrawals' | 'fees' | 'winnings' | 'refunds' | 'adjustments' | 'other';
export const HISTORY_CATEGORIES: readonly HistoryCategory[] = [
  'deposits',
  'withdrawals',
  'fees',
  'winnings',
  'refunds',
  'adjustments',
  'other',
];

export type HistoryKind =
  | 'deposit'
  | 'card_fee'
  | 'withdrawal'
  | 'withdrawal_fee'
  | 'entry_fee'
  | 'court_share'
  | 'refund'
  | 'prize'
  | 'credit'
  | 'debit'
  | 'other';

/** A stored transaction with what its rows need from the deposit, withdrawal and match tables. */
export interface HistorySource {
  id: string;
  type: string;
  amountCents: Cents;
  feeCents: Cents;
  description: string | null;
  status: string;
  tournamentId: string | null;
  tournamentName: string | null;
  /** What one wallet escrows to join (entry fee + court share), and the court share in it. */
  totalFeePerPlayerCents: Cents | null;
  courtSharePerPlayerCents: Cents | null;
  /** A withdrawal's net amount (what reaches the bank). */
  netAmountCents: Cents | null;
  createdAt: Date;
}

export interface HistoryRow {
  /** Unique per row: the transaction id, with `:fee` or `:court` for the rows split off it. */
  id: string;
  transactionId: string;
  kind: HistoryKind;
  category: HistoryCategory;
  label: string;
  description: string | null;
  status: string;
  /** The row's own magnitude. */
  amountCents: Cents;
  /** Signed change of the available balance (0 for a card fee, charged on top, and for what failed). */
  walletChangeCents: Cents;
  /** Money held while a withdrawal waits (counted in walletChangeCents already). */
  heldCents: Cents;
  /** A bank transfer waiting for verification: not money yet. */
  pendingDepositCents: Cents;
  link: { kind: 'match' | 'deposit' | 'withdrawal'; id: string } | null;
  /** Set on the row that has a receipt (deposits, withdrawals, prizes). */
  receiptId: string | null;
  /** On a withdrawal: what was asked, the fee, and what arrives at the bank. */
  withdrawal: { amountCents: Cents; feeCents: Cents; arrivesCents: Cents } | null;
  createdAt: Date;
}

type Mapper = (source: HistorySource) => HistoryRow[];

const row = (source: HistorySource, fields: Partial<HistoryRow> & Pick<HistoryRow, 'kind' | 'category' | 'label'>) =>
  ({
    id: source.id,
    transactionId: source.id,
    description: source.description,
    status: source.status,
    amountCents: source.amountCents,
    walletChangeCents: 0,
    heldCents: 0,
    pendingDepositCents: 0,
    link: null,
    receiptId: null,
    withdrawal: null,
    createdAt: source.createdAt,
    ...fields,
  }) satisfies HistoryRow;

const matchLink = (s: HistorySource) => (s.tournamentId ? { kind: 'match' as const, id: s.tournamentId } : null);
const inMatch = (label: string, s: HistorySource) => (s.tournamentName ? `${label}: ${s.tournamentName}` : label);

const deposit: Mapper = (s) => {
  const completed = s.status === 'completed';
  const link = { kind: 'deposit' as const, id: s.id };
  const rows = [
    row(s, {
      kind: 'deposit',
      category: 'deposits',
      label: 'Deposit',
      walletChangeCents: completed ? s.amountCents : 0,
      pendingDepositCents: s.status === 'pending' ? s.amountCents : 0,
      link,
      receiptId: s.id,
    }),
  ];
  if (s.feeCents > 0) {
    rows.push(
      row(s, {
        id: `${s.id}:fee`,
        kind: 'card_fee',
        category: 'fees',
        label: 'Card fee',
        description: `Charged to your card on top of the deposit (${formatUsd(s.amountCents + s.feeCents)} in all), not taken from your wallet`,
        amountCents: s.feeCents,
        link,
      }),
    );
  }
  return rows;
};

const withdrawal: Mapper = (s) => {
  const fee = s.feeCents;
  const arrives = s.netAmountCents ?? s.amountCents - fee;
  const out = s.status !== 'rejected'; // held while pending, gone once completed, back if rejected
  const held = s.status === 'pending';
  const link = { kind: 'withdrawal' as const, id: s.id };
  const rows = [
    row(s, {
      kind: 'withdrawal',
      category: 'withdrawals',
      label: 'Withdrawal',
      amountCents: arrives,
      walletChangeCents: out ? -arrives : 0,
      heldCents: held ? arrives : 0,
      link,
      receiptId: s.id,
      withdrawal: { amountCents: s.amountCents, feeCents: fee, arrivesCents: arrives },
    }),
  ];
  if (fee > 0) {
    rows.push(
      row(s, {
        id: `${s.id}:fee`,
        kind: 'withdrawal_fee',
        category: 'fees',
        label: 'Withdrawal fee',
        description: `Taken from the ${formatUsd(s.amountCents)} withdrawn`,
        amountCents: fee,
        walletChangeCents: out ? -fee : 0,
        heldCents: held ? fee : 0,
        link,
      }),
    );
  }
  return rows;
};

/** The escrowed amount is the entry fee plus the court share; split when the match's terms explain it. */
const entryFee: Mapper = (s) => {
  const share = s.courtSharePerPlayerCents ?? 0;
  const splits = share > 0 && s.totalFeePerPlayerCents === s.amountCents;
  const entry = splits ? s.amountCents - share : s.amountCents;
  const rows = [
    row(s, {
      kind: 'entry_fee',
      category: 'fees',
      label: 'Entry fee',
      description: inMatch('Entry fee', s),
      amountCents: entry,
      walletChangeCents: -entry,
      link: matchLink(s),
    }),
  ];
  if (splits) {
    rows.push(
      row(s, {
        id: `${s.id}:court`,
        kind: 'court_share',
        category: 'fees',
        label: 'Court share',
        description: inMatch('Your quarter of the court fee', s),
        amountCents: share,
        walletChangeCents: -share,
        link: matchLink(s),
      }),
    );
  }
  return rows;
};

const credit =
  (kind: 'refund' | 'prize' | 'credit', category: HistoryCategory, label: string, receipt: boolean): Mapper =>
  (s) => [
    row(s, {
      kind,
      category,
      label,
      description: kind === 'credit' ? s.description : inMatch(s.description ?? label, s),
      walletChangeCents: s.amountCents,
      link: matchLink(s),
      receiptId: receipt ? s.id : null,
    }),
  ];

/** The one table: `transactions.type` -> its rows. */
export const HISTORY_ROWS: Record<string, Mapper> = {
  deposit,
  withdrawal,
  entry_fee: entryFee,
  refund: credit('refund', 'refunds', 'Refund', false),
  prize: credit('prize', 'winnings', 'Prize', true),
  credit: credit('credit', 'adjustments', 'Balance adjustment', false),
  debit: (s) => [
    row(s, { kind: 'debit', category: 'adjustments', label: 'Balance adjustment', walletChangeCents: -s.amountCents }),
  ],
};

/** A type this table does not know yet is shown, and counted as moving nothing (the reconciliation spec fails). */
const unknown: Mapper = (s) => [row(s, { kind: 'other', category: 'other', label: 'Other' })];

export function historyRows(source: HistorySource): HistoryRow[] {
  return (HISTORY_ROWS[source.type] ?? unknown)(source);
}

/** Receipts exist for deposits, withdrawals and prizes. */
export const RECEIPT_TYPES = ['deposit', 'withdrawal', 'prize'] as const;

/** A numeric(12,2) column read as text, in cents. */
export function toCents(money: string | null): Cents | null {
  return money === null ? null : parseMoney(money);
}
