/**
 * Shapes of the admin API's answers. Money is a "12.50" string throughout. The ones the backend
 * describes are names over the generated types; the rest are still hand-written until their
 * controllers get response schemas.
 */
import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type AdminStats = Schemas['AdminStatsSchema'];

export type AdminPlayer = Schemas['AdminPlayerSchema'];

export interface AdminTournament {
  id: string;
  name: string;
  game: string;
  location: string | null;
  status: string;
  currentPlayers: number;
  maxPlayers: number;
  entryFee: string;
  prizePool: string;
  platformFee: string;
  totalFeePerPlayer: string;
  escrowed: string;
  creator: { firstName: string | null; lastName: string | null };
}

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

interface PersonRef {
  id: string;
  email: string | null;
  name: string;
}

export interface DisputedTournament extends AdminTournament {
  players: Array<{ userId: string; email: string | null; name: string; teamNumber: number; position: number }>;
  report: {
    reportedBy: PersonRef | null;
    reporterTeam: number | null;
    winningTeam: number;
    setScores: Array<{ team1: number; team2: number }>;
    reportedAt: string | null;
  } | null;
  dispute: { disputedBy: PersonRef | null; reason: string; disputedAt: string | null } | null;
  frozenSince: string | null;
}

export type AuditEntry = Schemas['AuditEntrySchema'];

export interface SupportMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  receivedAt: string;
  handledAt: string | null;
  handledBy: { id: string; email: string | null } | null;
}

export interface LedgerBalances {
  available: string;
  held: string;
  pendingDeposits: string;
}

export interface LedgerSnapshot {
  userId: string;
  at: string;
  balance: LedgerBalances;
  entries: Array<{
    eventId: string;
    revision: number;
    type: string;
    recordedAt: string;
    actorUserId: string | null;
    reason: string | null;
    postings: Array<{ source: string; destination: string; amount: string; asset: string }>;
    balanceAfter: LedgerBalances;
  }>;
}

export interface StreamEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  revision: number;
  globalPosition: string;
  recordedAt: string;
}
