/**
 * Shapes of the admin API's answers and list parameters: names over the types generated from the
 * backend's OpenAPI document (`npm run api:types`). Money is a "12.50" string throughout. Do not
 * hand-write a server shape here: annotate the backend controller or DTO and regenerate.
 */
import type { components, operations } from '@/api/schema';

type Schemas = components['schemas'];

export type AdminStats = Schemas['AdminStatsSchema'];

export type AdminPlayer = Schemas['AdminPlayerSchema'];

export type AdminTournament = Schemas['AdminTournamentSchema'];

export type AdminTransaction = Schemas['AdminTransactionSchema'];

export type PendingDeposit = Schemas['QueuedDepositSchema'];

export type PendingWithdrawal = Schemas['QueuedWithdrawalSchema'];

export type LedgerVerification = Schemas['LedgerReportWithChainSchema'];

/* Each paged admin list's answer, `{ items, total, page, pageSize }` (backend infrastructure/http/paging.ts). */
export type AdminPlayersPage = Schemas['AdminPlayersPageSchema'];
export type AdminTournamentsPage = Schemas['AdminTournamentsPageSchema'];
export type AdminTransactionsPage = Schemas['AdminTransactionsPageSchema'];
export type AuditPage = Schemas['AuditPageSchema'];
export type PendingDepositsPage = Schemas['DepositQueuePageSchema'];
export type PendingWithdrawalsPage = Schemas['WithdrawalQueuePageSchema'];
export type SupportMessagesPage = Schemas['SupportMessagePageSchema'];
/** The disputed queue is the tournament list filtered by status. */
export type DisputedTournamentsPage = AdminTournamentsPage;

/** The query every paged admin list takes (the backend's PageQueryDto); the screens always send page and search. */
type PageQuery = NonNullable<operations['AdminOverviewController_players']['parameters']['query']>;
export type ListParams = Required<Pick<PageQuery, 'page' | 'search'>> & Pick<PageQuery, 'sort'>;

export type AdminQueues = Schemas['AdminQueuesSchema'];

/** The disputed queue answers the same tournament JSON (players, report, dispute, frozenSince). */
export type DisputedTournament = AdminTournament;

export type AuditEntry = Schemas['AuditEntrySchema'];

export type SupportMessage = Schemas['SupportMessageSchema'];

export type LedgerBalances = Schemas['LedgerBalancesSchema'];

export type LedgerSnapshot = Schemas['LedgerSnapshotSchema'];

export type EventStream = Schemas['EventStreamSchema'];

export type StreamEvent = Schemas['StreamEventSchema'];

export type LedgerAccountSnapshot = Schemas['LedgerAccountSchema'];

/** Four eyes: requests waiting for (or decided by) a second admin. */
export type IdentityReviewsPage = Schemas['IdentityReviewPageSchema'];
export type IdentityReview = Schemas['IdentityReviewItemSchema'];
export type IdentityReviewDocument = Schemas['IdentityReviewDocumentSchema'];
export type IdentityReviewDecision = Schemas['IdentityReviewDecisionSchema'];
export type IdentityReviewStatus = NonNullable<
  NonNullable<operations['IdentityReviewController_list']['parameters']['query']>['status']
>;

export type ApprovalsPage = Schemas['ApprovalsPageSchema'];
export type Approval = Schemas['ApprovalSchema'];

export type LedgerSeals = Schemas['SealListSchema'];
export type LedgerSeal = Schemas['SealSchema'];
export type SealOutcome = Schemas['SealOutcomeSchema'];

/** `GET /api/admin/transactions/{id}`: one transaction in full (money as "12.50"). */
export interface TransactionDetail {
  id: string;
  userId: string;
  user: { email: string | null; firstName: string | null; lastName: string | null };
  type: string;
  status: string;
  description: string | null;
  reference: string | null;
  gross: string;
  fee: string;
  net: string;
  createdAt: string;
  completedAt: string | null;
  linked: { kind: 'deposit' | 'match'; id: string; name: string | null; method: string | null } | null;
  history: Array<{
    eventId: string;
    type: string;
    status: string;
    at: string;
    actorUserId: string | null;
    reason: string | null;
  }>;
  postings: Array<{
    eventId: string;
    label: string;
    source: string;
    destination: string;
    amount: string;
    recordedAt: string;
  }>;
}

/** `GET /api/admin/revenue?from=&to=`: platform revenue by source. */
export interface RevenueReport {
  from: string | null;
  to: string | null;
  total: string;
  sources: Array<{ source: string; label: string; amount: string; count: number }>;
}

/** The transactions list's filters, as typed on screen (amounts "12.50", days YYYY-MM-DD). */
export interface TransactionFilters {
  type: string;
  status: string;
  minAmount: string;
  maxAmount: string;
  from: string;
  to: string;
}

export type StatementImport = Schemas['StatementImportSchema'];
export type StatementLine = Schemas['StatementLineSchema'];
export type StatementLinesPage = Schemas['StatementLinePageSchema'];
export type StatementResolution = Schemas['StatementResolutionSchema'];
export type ResolveStatementLineInput = Schemas['ResolveStatementLineDto'];
export type StatementSummary = Schemas['StatementSummarySchema'];
export type StatementsPage = Schemas['StatementPageSchema'];
