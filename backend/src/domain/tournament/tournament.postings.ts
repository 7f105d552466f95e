/**
 * The tournament's money as postings. Fees and prizes of players post on their wallet streams
 * (walletEventPostings); this stream posts only what leaves the escrow for the platform and the
 * court. Folding both proves the escrow: after settlement or cancellation it is exactly 0.
 */
import { Posting, accounts, balances, posting } from '../shared/ledger';
import { Cents } from '../shared/money';
import { WalletEvent } from '../wallet/wallet.events';
import { walletEventPostings } from '../wallet/wallet.postings';
import { TournamentEvent } from './tournament.events';

export const tournamentAccounts = {
  escrow: accounts.tournamentEscrow,
  /** What the platform owes the venue for the court; paid to the court outside the wallet system. */
  courtPayable: (tournamentId: string): string => `tournament:${tournamentId}:court-payable`,
};

export function tournamentEventPostings(event: TournamentEvent): Posting[] {
  switch (event.type) {
    case 'PlatformFeeCollected':
      return [
        posting(tournamentAccounts.escrow(event.data.tournamentId), accounts.platformRevenue(), event.data.amountCents),
      ];
    case 'CourtFeeCollected':
      return [
        posting(
          tournamentAccounts.escrow(event.data.tournamentId),
          tournamentAccounts.courtPayable(event.data.tournamentId),
          event.data.amountCents,
        ),
      ];
    default:
      return [];
  }
}

/** A wallet event with the owner of its stream (`wallet-{userId}`), which its postings need. */
export interface UserWalletEvent {
  userId: string;
  event: WalletEvent;
}

/** Every posting of the given wallet and tournament events, wallets first. */
export function tournamentPostings(
  walletEvents: readonly UserWalletEvent[],
  tournamentEvents: readonly TournamentEvent[],
): Posting[] {
  return [
    ...walletEvents.flatMap(({ userId, event }) => walletEventPostings(event, userId)),
    ...tournamentEvents.flatMap(tournamentEventPostings),
  ];
}

/** The escrow of one tournament, folded from the postings of the wallets and the tournament. */
export function tournamentEscrowBalance(
  tournamentId: string,
  walletEvents: readonly UserWalletEvent[],
  tournamentEvents: readonly TournamentEvent[],
): Cents {
  return balances(tournamentPostings(walletEvents, tournamentEvents)).get(accounts.tournamentEscrow(tournamentId)) ?? 0;
}
