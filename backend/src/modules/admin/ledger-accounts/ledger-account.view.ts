/** A ledger account (a tournament's escrow, the platform's revenue) at an instant, with its entries. */
export interface LedgerAccountEntryView {
  eventId: string;
  stream: string;
  revision: number;
  globalPosition: string;
  type: string;
  /** What the entry is ("Card fee", "Prize"), from the posting table. */
  label: string;
  recordedAt: string;
  actorUserId: string | null;
  reason: string | null;
  change: string;
  balanceAfter: string;
}

export interface LedgerAccountView {
  account: string;
  at: string;
  balance: string;
  entries: LedgerAccountEntryView[];
}
