/**
 * Every TypeORM migration, in order. `npm start` and the tests run them; `synchronize` is never used.
 * Add a new migration class to the end of this list.
 */
import { MigrationInterface } from 'typeorm';
import { EventStore1763700000000 } from './1763700000000-event-store';
import { IdentityReadModels1763700001000 } from './1763700001000-identity-read-models';
import { WalletReadModels1763700003000 } from './1763700003000-wallet-read-models';
import { InvitationsNotificationsStats1763700006000 } from './1763700006000-invitations-notifications-stats';
import { TournamentReadModels1763700004000 } from './1763700004000-tournament-read-models';
import { LoginAttempts1763700007000 } from './1763700007000-login-attempts';
import { AppendFunction1763700010000 } from './1763700010000-append-function';
import { AdminConsole1763700010000 } from './1763700010000-admin-console';
import { AccountTokens1763700008000 } from './1763700008000-account-tokens';
import { AppendBatchFunction1763700011000 } from './1763700011000-append-batch-function';
import { ProcessWorkIndex1763700012000 } from './1763700012000-process-work-index';
import { PlayerStatsCounted1763700013000 } from './1763700013000-player-stats-counted';
import { AdminApprovals1763700070000 } from './1763700070000-admin-approvals';
import { SecondFactor1763700040000 } from './1763700040000-second-factor';
import { SendLimits1763700041000 } from './1763700041000-send-limits';
import { LedgerChain1763700060000 } from './1763700060000-ledger-chain';
import { EmailChangeTokens1763700100000 } from './1763700100000-email-change-tokens';
import { CancellationNote1763700120000 } from './1763700120000-cancellation-note';
import { IdentityReview1763700200000 } from './1763700200000-identity-review';
import { InvitationTokenHashes1763700220000 } from './1763700220000-invitation-token-hashes';
import { SimulatedPayPalOrders1763700240000 } from './1763700240000-simulated-paypal-orders';
import { AppendGenericPlans1763700260000 } from './1763700260000-append-generic-plans';
import { UserFollows1763700290000 } from './1763700290000-user-follows';

export const allMigrations: Array<new () => MigrationInterface> = [
  EventStore1763700000000,
  IdentityReadModels1763700001000,
  WalletReadModels1763700003000,
  InvitationsNotificationsStats1763700006000,
  TournamentReadModels1763700004000,
  LoginAttempts1763700007000,
  AppendFunction1763700010000,
  AdminConsole1763700010000,
  AccountTokens1763700008000,
  AppendBatchFunction1763700011000,
  ProcessWorkIndex1763700012000,
  PlayerStatsCounted1763700013000,
  AdminApprovals1763700070000,
  SecondFactor1763700040000,
  SendLimits1763700041000,
  LedgerChain1763700060000,
  EmailChangeTokens1763700100000,
  CancellationNote1763700120000,
  IdentityReview1763700200000,
  InvitationTokenHashes1763700220000,
  SimulatedPayPalOrders1763700240000,
  AppendGenericPlans1763700260000,
  UserFollows1763700290000,
];
