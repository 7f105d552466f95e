/**
 * Shapes of the JSON the server sends and takes: names over the types generated from the backend's
 * OpenAPI document (src/api/schema.d.ts, `npm run api:types`; `npm run lint:api` fails when it is
 * stale). Money is a "12.50" string everywhere. Do not hand-write a server shape here: annotate the
 * backend controller or DTO and regenerate.
 */
import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type ApiErrorBody = Schemas['ErrorBody'];

/* ---------- Users ---------- */

export type User = Schemas['SessionUserSchema'];
/** POST /api/auth/login: the user, or `{ secondFactorRequired: true }` when a code must follow. */
export type LoginAnswer = User | Schemas['SecondFactorRequiredSchema'];
/** POST /api/auth/second-factor/totp/setup */
export type TotpSetup = Schemas['TotpSetupSchema'];
/** POST /api/auth/second-factor/totp/enable: shown once. */
export type RecoveryCodes = Schemas['RecoveryCodesSchema'];
export type UserStats = Schemas['UserStatsSchema'];
/** PUT /api/user/profile */
export type ProfileUpdate = Schemas['UpdateProfileDto'];

/* ---------- Tournaments (docs/api/tournaments-contract.md) ---------- */

/** GET /api/tournaments, /api/tournaments/{id} and every tournament command's answer. */
export type Tournament = Schemas['TournamentSchema'];
/** The detail is the same JSON as a list item: slots, result, settlement and rating receipts included. */
export type TournamentDetail = Tournament;
export type TournamentStatus = Tournament['status'];
export type TournamentParticipant = Schemas['ParticipantSchema'];
export type WaitlistEntry = Schemas['WaitlistEntrySchema'];
export type SetScore = Schemas['SetScoreSchema'];
export type TournamentResult = Schemas['ResultSchema'];
export type ResultStatus = TournamentResult['status'];
export type MatchRuling = Schemas['RulingSchema'];
export type Payout = Schemas['PayoutSchema'];
export type TournamentSettlement = Schemas['SettlementSchema'];
export type RatingReceipt = Schemas['RatingReceiptSchema'];
export type TeamNumber = TournamentParticipant['teamNumber'];
export type SlotPosition = TournamentParticipant['position'];
/** POST /api/tournaments */
export type CreateTournamentInput = Schemas['CreateTournamentDto'];
/** GET /api/user/tournament-history: completed tournaments with the player's placement and prize. */
export type TournamentHistoryItem = Schemas['TournamentHistoryItemSchema'];

/* ---------- Invitations ---------- */

/** POST /api/tournaments/{id}/invitations */
export type CreatedInvitation = Schemas['InvitationCreatedSchema'];
/** GET /api/invitations/{token} (public) */
export type InvitationView = Schemas['InvitationViewSchema'];

/* ---------- Wallet ---------- */

/** What `type` of a transaction can be; the server's field is a plain string, so new types still render. */
export type TransactionType = 'deposit' | 'withdrawal' | 'entry_fee' | 'prize' | 'refund' | 'credit' | 'debit';
export type TransactionStatus = 'pending' | 'completed' | 'rejected';
/** GET /api/user/transactions, newest first. `amount` is a magnitude; `type` gives the direction. */
export type WalletTransaction = Schemas['WalletTransactionSchema'];

/** GET /api/payments/config */
export type PaymentsConfig = Schemas['PaymentsConfigSchema'];
/** 'disabled': no Stripe keys and no test tools on the server, so cards are refused. */
export type PaymentMode = PaymentsConfig['mode'];
export type BankTransferDetails = Schemas['BankTransferDetailsSchema'];

export type CardDepositMethod = NonNullable<Schemas['CreatePaymentIntentDto']['paymentMethod']>;
export type DepositMethod = Schemas['RecordDepositDto']['paymentMethod'];

/** POST /api/create-payment-intent (and the card answer of POST /api/payments/deposit). */
export type PaymentIntentAnswer = Schemas['PaymentIntentSchema'];
/** POST /api/wallet/deposit and POST /api/payments/deposit once recorded: the deposit plus the balances after it. */
export type DepositAnswer = Schemas['DepositAnswerSchema'];
/** POST /api/wallet/withdraw */
export type WithdrawalAnswer = Schemas['WithdrawalAnswerSchema'];

/* ---------- Notifications, leaderboard ---------- */

export type AppNotification = Schemas['NotificationSchema'];
export type LeaderboardEntry = Schemas['LeaderboardEntrySchema'];
export type PlayerProfile = Schemas['PlayerProfileSchema'];

/* ---------- Eligibility: identity levels and the limits a player sets (issue 20) ---------- */

/** GET /api/user/eligibility, and the answer of every change to it. */
export type Eligibility = Schemas['EligibilitySchema'];
export type DepositLimit = Schemas['LimitSchema'];
/** PUT /api/user/limits: amount strings, or null for no limit. */
export type DepositLimitsInput = Schemas['SetLimitsDto'];
/** POST /api/user/identity-verifications */
export type VerificationAnswer = Schemas['VerificationAnswerSchema'];
/** GET /api/admin/users/{id}/eligibility */
export type AdminEligibility = Schemas['AdminEligibilitySchema'];
