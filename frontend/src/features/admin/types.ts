/**
 * Shapes of the admin API's answers. Money is a "12.50" string throughout. The ones the backend
 * describes are names over the generated types; the rest are still hand-written until their
 * controllers get response schemas.
 */
import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type AdminStats = Schemas['AdminStatsSchema'];

export type AdminPlayer = Schemas['AdminPlayerSchema'];

export type AdminTournament = Schemas['AdminTournamentSchema'];

export type AdminTransaction = Schemas['AdminTransactionSchema'];

export type PendingDeposit = Schemas['QueuedDepositSchema'];

export type PendingWithdrawal = Schemas['QueuedWithdrawalSchema'];

export type LedgerVerification = Schemas['LedgerReportSchema'];

/** Every paged admin list answers this shape (see backend infrastructure/http/paging.ts). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListParams {
  page: number;
  search: string;
  /** By time; each list has its own default when absent. */
  sort?: 'newest' | 'oldest';
}

export type AdminQueues = Schemas['AdminQueuesSchema'];

/** The disputed queue answers the same tournament JSON (players, report, dispute, frozenSince). */
export type DisputedTournament = AdminTournament;

export type AuditEntry = Schemas['AuditEntrySchema'];

export type SupportMessage = Schemas['SupportMessageSchema'];

export type LedgerBalances = Schemas['LedgerBalancesSchema'];

export type LedgerSnapshot = Schemas['LedgerSnapshotSchema'];

export interface StreamEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  revision: number;
  globalPosition: string;
  recordedAt: string;
}
