import { Projection } from './runner/projection';
import { UsersProjection } from './users/users.projection';
import { WalletProjection } from './wallet/wallet.projection';
import { PlayerStatsProjection } from './player-stats/player-stats.projection';
import { NotificationsProjection } from './notifications/notifications.projection';
import { InvitationsProjection } from './invitations/invitations.projection';
import { TournamentsProjection } from './tournaments/tournaments.projection';
import { PlayerRatingsProjection } from './tournaments/player-ratings.projection';
import { AccountTokensProjection } from './account-tokens/account-tokens.projection';

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
  ];
}
