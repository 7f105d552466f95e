/** Every TypeORM entity (read models). Add each projection's entity here. It sits at the composition root
 * (with data-source.ts) because it names entities from every layer; infrastructure imports none of them. */
import { PlayerStatsRow, UserRow } from './projections/users/user.entity';
import { ProjectionCheckpointRow } from './projections/runner/projection-checkpoint.entity';
import { TransactionRow, WalletDepositRow, WalletWithdrawalRow } from './projections/wallet/wallet-read-models.entity';
import { SimulatedPaymentIntentRow } from './payments/simulated/simulated-payment-intent.entity';
import { SimulatedPayPalOrderRow } from './payments/paypal/simulated-paypal-order.entity';
import { IdempotencyKeyRow } from './infrastructure/http/idempotency/idempotency-key.entity';
import { NotificationRow } from './projections/notifications/notification.entity';
import { TournamentInvitationRow } from './projections/invitations/tournament-invitation.entity';
import { tournamentEntities } from './projections/tournaments/tournament.entities';
import { accountTokenEntities } from './projections/account-tokens/account-token.entities';

/** The entity classes TypeORM maps. */
export const allEntities: Array<new () => object> = [
  UserRow,
  PlayerStatsRow,
  ProjectionCheckpointRow,
  TransactionRow,
  WalletDepositRow,
  WalletWithdrawalRow,
  SimulatedPaymentIntentRow,
  SimulatedPayPalOrderRow,
  IdempotencyKeyRow,
  NotificationRow,
  TournamentInvitationRow,
  ...tournamentEntities,
  ...accountTokenEntities,
];
