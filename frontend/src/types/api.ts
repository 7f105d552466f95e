/** Shapes of the JSON the server sends. Decimal amounts arrive as strings ("0.00"). */

export interface User {
  id: string;
  email: string | null;
  /** False until the link e-mailed at sign-up (or a resend) is opened. */
  emailVerified?: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  balance: string | null;
  /** Bank deposits awaiting finance's approval; not spendable yet. */
  pendingBalance?: string | null;
  padelRating: string | null;
  pickleballRating: string | null;
  isRatingComplete: boolean;
  /** Rated matches played; after the first, results own the rating (the questionnaire no longer sets it). */
  totalMatches?: number;
  isAdmin: boolean;
  phone: string | null;
  city: string | null;
  bio: string | null;
  yearsPlaying: number | null;
  preferredPosition: string | null;
  favoriteGame: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface UserStats {
  tournamentsPlayed: number;
  tournamentsWon: number;
  winRate: number;
  totalEarnings: string;
  activeTournaments: number;
}

export type TournamentStatus = 'waiting' | 'in_progress' | 'active' | 'completed' | 'cancelled';

export interface Tournament {
  id: number | string;
  name: string;
  game: string;
  location: string | null;
  status: TournamentStatus | (string & {});
  currentPlayers: number;
  maxPlayers: number;
  prizePool: string | number | null;
  courtFee: string | number | null;
  totalFeePerPlayer: string | number | null;
  entryFee: string | number | null;
  startTime: string | null;
  /* Fields of the tournaments contract (docs/api/tournaments-contract.md); optional so older list answers still fit. */
  courtFeePerPlayer?: string | null;
  /** 4 x entry fee. */
  pool?: string | null;
  /** 5% of the pool. */
  platformFee?: string | null;
  prizePerWinner?: string | null;
  creatorId?: string | null;
  creatorName?: string | null;
  winnerId?: string | null;
  winningTeam?: TeamNumber | null;
  cancellationReason?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface ApiErrorBody {
  message: string;
  code?: string;
}

/* ---------- Wallet ---------- */

export type TransactionType = 'deposit' | 'withdrawal' | 'entry_fee' | 'prize' | 'refund' | 'credit' | 'debit';
export type TransactionStatus = 'pending' | 'completed' | 'rejected';

/** GET /api/user/transactions, newest first. `amount` is a magnitude; `type` gives the direction. */
export interface WalletTransaction {
  id: string;
  type: TransactionType | (string & {});
  amount: string;
  fee?: string | null;
  description: string | null;
  status: TransactionStatus | (string & {});
  createdAt: string;
  completedAt?: string | null;
  tournamentId?: string | null;
}

/** 'disabled': no Stripe keys and no test tools on the server, so cards are refused. */
export type PaymentMode = 'stripe' | 'simulated' | 'disabled';

/** GET /api/payments/config */
export interface PaymentsConfig {
  mode: PaymentMode;
  publishableKey: string | null;
  cardFeePercent: string;
  cardPaymentsAvailable?: boolean;
  /** True when no real card can be charged (the simulated processor, or Stripe with a test key). */
  testMode?: boolean;
  /** The receiving account from the server's BANK_* settings; null when bank transfer is not offered. */
  bankTransfer?: BankTransferDetails | null;
}

export interface BankTransferDetails {
  bankName: string;
  accountTitle: string;
  accountNumber: string;
  iban: string | null;
  swift: string | null;
}

export type CardDepositMethod = 'card' | 'apple_pay' | 'google_pay';
export type DepositMethod = CardDepositMethod | 'bank_transfer';

/** POST /api/create-payment-intent (and the card answer of POST /api/payments/deposit). */
export interface PaymentIntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  /** What the wallet receives. */
  amount: string;
  /** The card fee, charged on top. */
  fee: string;
  /** What the card is charged: amount + fee. */
  total: string;
  mode?: PaymentMode;
}

/** POST /api/wallet/deposit and POST /api/payments/deposit once recorded: the deposit plus the balances after it. */
export interface DepositAnswer {
  id: string;
  status: 'pending' | 'completed' | 'rejected' | (string & {});
  amount: string;
  fee: string;
  paymentMethod: string;
  transactionReference: string;
  balance?: string;
  pendingBalance?: string;
}

/** POST /api/wallet/withdraw */
export interface WithdrawalAnswer {
  id: string;
  status: 'Processing' | 'Completed' | 'Rejected' | (string & {});
  amount: string;
  fee: string;
  netAmount: string;
  accountNumber: string;
  accountHolderName: string;
  bankName: string;
  balance?: string;
  pendingBalance?: string;
}

/* ---------- Tournaments (docs/api/tournaments-contract.md) ---------- */

export type TeamNumber = 1 | 2;
export type SlotPosition = 1 | 2;

export interface TournamentParticipant {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  teamNumber: TeamNumber;
  position: SlotPosition;
  /** reserved: the slot is held while the entry fee is being taken; joined: paid. */
  status: 'reserved' | 'joined' | (string & {});
  padelRating: string | null;
  pickleballRating: string | null;
}

export interface WaitlistEntry {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  placeInLine: number;
}

export interface SetScore {
  team1: number;
  team2: number;
}

export type ResultStatus = 'reported' | 'confirmed' | 'disputed' | 'declared';

export interface TournamentResult {
  reportedBy: string | null;
  reporterTeam: TeamNumber | null;
  winningTeam: TeamNumber;
  setScores: SetScore[];
  status: ResultStatus | (string & {});
  reportedAt: string | null;
  confirmDeadline: string | null;
  disputeReason: string | null;
}

export interface Payout {
  userId: string;
  amount: string;
}

export interface TournamentSettlement {
  pool: string;
  platformFee: string;
  courtFee: string;
  winnersPool: string;
  payouts: Payout[];
  settledAt: string | null;
}

export interface RatingReceipt {
  userId: string;
  sport: string;
  before: string;
  after: string;
  expectedWinPercent: number;
}

/** An admin's ruling on a disputed (or unreported) match: who ruled, what, and why. */
export interface MatchRuling {
  kind: 'winner_declared' | 'voided';
  by: { id: string; name: string };
  reason: string | null;
  winningTeam: TeamNumber | null;
  at: string;
}

/** GET /api/tournaments/{id}: the list fields plus slots, result, settlement and rating receipts. */
export interface TournamentDetail extends Tournament {
  participants: TournamentParticipant[];
  waitlist: WaitlistEntry[];
  result: TournamentResult | null;
  ruling?: MatchRuling | null;
  settlement: TournamentSettlement | null;
  ratingReceipts: RatingReceipt[];
}

/** POST /api/tournaments */
export interface CreateTournamentInput {
  name: string;
  game: 'padel' | 'pickleball';
  location: string | null;
  /** What each player pays on joining: entry fee plus court share, 2 decimals. */
  totalFeePerPlayer: string;
  maxPlayers: 4;
  startTime: string;
  courtFee?: string;
}

/** GET /api/user/tournament-history: completed tournaments with the player's placement and prize. */
export interface TournamentHistoryItem extends Tournament {
  result: { placement: number; prize: string | number | null };
}

/** POST /api/tournaments/{id}/invitations */
export interface CreatedInvitation {
  token: string;
  link: string;
  invitedEmail: string | null;
  invitedPhone: string | null;
  invitedName: string | null;
}

/** GET /api/invitations/{token} (public) */
export interface InvitationView {
  /** 'accepted' once someone used the link: the page says so instead of offering Join. */
  status?: 'pending' | 'accepted';
  tournament: {
    id: number | string;
    name: string;
    status: TournamentStatus | (string & {});
    game: string;
    entryFee: string | null;
    totalFeePerPlayer?: string | null;
    currentPlayers: number;
    maxPlayers: number;
    location: string | null;
  };
  inviterName: string | null;
  invitedName: string | null;
  invitedEmail: string | null;
  invitedPhone: string | null;
}

/* ---------- Notifications, leaderboard, profile ---------- */

export interface AppNotification {
  id: string | number;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  actionUrl: string | null;
  createdAt: string;
}

export interface LeaderboardEntry {
  id: string;
  rank: number;
  firstName: string | null;
  lastName: string | null;
  totalEarnings: string;
  tournamentsWon: number;
  tournamentsPlayed?: number;
  winRate: number;
  padelRating: string | null;
  pickleballRating?: string | null;
}

/** PUT /api/user/profile */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  city?: string;
  bio?: string;
}
