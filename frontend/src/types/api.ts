/** Shapes of the JSON the server sends. Decimal amounts arrive as strings ("0.00"). */

export interface User {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  balance: string | null;
  padelRating: string | null;
  pickleballRating: string | null;
  isRatingComplete: boolean;
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
}

export interface ApiErrorBody {
  message: string;
  code?: string;
}
