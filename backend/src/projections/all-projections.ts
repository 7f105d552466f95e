import { EventStore } from '../event-store/event-store.port';
import { Projection } from './runner/projection';
import { UsersProjection } from './users/users.projection';
import { WalletProjection } from './wallet/wallet.projection';
import { PlayerStatsProjection } from './player-stats/player-stats.projection';
import { NotificationsProjection } from './notifications/notifications.projection';
import { InvitationsProjection } from './invitations/invitations.projection';
import { TournamentsProjection } from './tournaments/tournaments.projection';
import { PlayerRatingsProjection } from './tournaments/player-ratings.projection';
import { AccountTokensProjection } from './account-tokens/account-tokens.projection';
import { PlatformLedgerProcessManager } from './wallet/platform-ledger.process-manager';
import { TournamentPlatformLedger } from './tournaments/tournament-platform-ledger';
import { ApprovalsProjection } from './approvals/approvals.projection';
import { IdentityVerificationsProjection } from './identity-verifications/identity-verifications.projection';
import { FollowsProjection } from './follows/follows.projection';

/** Every read model the runner keeps up to date. */
export function allProjections(): Projection[] {
  return [
    new UsersProjection(),
    new WalletProjection(),
    new PlayerStatsProjection(),
    new NotificationsProjection(),
    new InvitationsProjection(),
    new TournamentsProjection(),
    new PlayerRatingsProjection(),
    new AccountTokensProjection(),
    new ApprovalsProjection(),
    new IdentityVerificationsProjection(),
    new FollowsProjection(),
  ];
}

/**
 * The subscribers that write events instead of rows: the platform ledger's mirrors of wallet
 * events and of settlements' platform fees. They run on a runner of their own (their own
 * checkpoints), beside the read models' runner on the projection worker's thread, and
 * `projections:rebuild`, which empties every read model and replays the log, never replays them.
 */
export function ledgerSubscribers(store: EventStore): Projection[] {
  return [new PlatformLedgerProcessManager(store), new TournamentPlatformLedger(store)];
}
