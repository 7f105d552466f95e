/** Shapes of the admin API's answers. Money is a "12.50" string throughout. */
export interface AdminStats {
  totalPlayers: number;
  totalTournaments: number;
  activeTournaments: number;
  totalDeposits: string;
  platformBalance: string;
}

export interface AdminPlayer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  balance: string;
  pendingBalance: string;
  isAdmin: boolean;
  rating: string | null;
  createdAt: string;
}

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
  creator: { firstName: string | null; lastName: string | null };
}

export interface AdminTransaction {
  id: string;
  user: { firstName: string | null; lastName: string | null; email: string | null };
  type: string;
  amount: string;
  description: string | null;
  status: string;
  createdAt: string;
}

interface QueuePerson {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface PendingDeposit {
  id: string;
  userId: string;
  amount: string;
  fee: string;
  paymentMethod: string;
  transactionReference: string;
  requestedAt: string;
  user: QueuePerson | null;
}

export interface PendingWithdrawal {
  id: string;
  userId: string;
  amount: string;
  fee: string;
  netAmount: string;
  accountNumber: string;
  accountHolderName: string;
  bankName: string;
  requestedAt: string;
  user: QueuePerson | null;
}

export interface LedgerVerification {
  ok: boolean;
  checkedWallets: number;
  checkedEvents: number;
  differences: Array<{ check: string; subject: string; expected?: string; actual?: string; message: string }>;
}
