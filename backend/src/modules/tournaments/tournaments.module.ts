import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { PlayerModule } from '../player/player.module';
import { WalletModule } from '../wallet/wallet.module';
import { AdminEditController } from './admin-edit/admin-edit.controller';
import { DeleteTournamentHandler, UpdateTournamentHandler } from './admin-edit/admin-edit.handler';
import { CancelTournamentController } from './cancel-tournament/cancel-tournament.controller';
import { CancelTournamentHandler } from './cancel-tournament/cancel-tournament.handler';
import { ConfirmResultController } from './confirm-result/confirm-result.controller';
import { ConfirmResultHandler } from './confirm-result/confirm-result.handler';
import { CreateTournamentController } from './create-tournament/create-tournament.controller';
import { CreateTournamentHandler } from './create-tournament/create-tournament.handler';
import { DeclareWinnerController } from './declare-winner/declare-winner.controller';
import { DeclareWinnerHandler } from './declare-winner/declare-winner.handler';
import { DisputeResultController } from './dispute-result/dispute-result.controller';
import { DisputeResultHandler } from './dispute-result/dispute-result.handler';
import { JoinTournamentController } from './join-tournament/join-tournament.controller';
import { JoinTournamentHandler } from './join-tournament/join-tournament.handler';
import { JoinWaitlistController } from './join-waitlist/join-waitlist.controller';
import { JoinWaitlistHandler } from './join-waitlist/join-waitlist.handler';
import { LeaveTournamentController } from './leave-tournament/leave-tournament.controller';
import { LeaveTournamentHandler } from './leave-tournament/leave-tournament.handler';
import { LeaveUnstartedMatchesHandler } from './leave-unstarted/leave-unstarted.handler';
import { ListTournamentsController } from './list-tournaments/list-tournaments.controller';
import { TournamentProcess } from './process-manager/tournament-process';
import { TournamentProcessManager } from './process-manager/tournament-process-manager';
import { TournamentRatings } from './process-manager/tournament-ratings';
import { ReportResultController } from './report-result/report-result.controller';
import { ReportResultHandler } from './report-result/report-result.handler';
import { Clock } from './shared/clock';
import { TournamentReads } from './shared/tournament-reads';
import { TournamentStreams } from './shared/tournament-streams';
import { TOURNAMENTS_CONFIG, loadTournamentsConfig } from './shared/tournaments.config';
import { StartTournamentController } from './start-tournament/start-tournament.controller';
import { StartTournamentHandler } from './start-tournament/start-tournament.handler';
import { VoidMatchController } from './void-match/void-match.controller';
import { VoidMatchHandler } from './void-match/void-match.handler';

/** Tournaments: slots, escrowed entry fees, results, settlement and ratings. See docs/decisions/tournaments-backend.md. */
@Module({
  imports: [IdentityModule, WalletModule, PlayerModule],
  controllers: [
    CreateTournamentController,
    ListTournamentsController,
    JoinTournamentController,
    LeaveTournamentController,
    JoinWaitlistController,
    StartTournamentController,
    CancelTournamentController,
    ReportResultController,
    ConfirmResultController,
    DisputeResultController,
    DeclareWinnerController,
    VoidMatchController,
    AdminEditController,
  ],
  providers: [
    { provide: TOURNAMENTS_CONFIG, useFactory: () => loadTournamentsConfig() },
    Clock,
    TournamentStreams,
    TournamentReads,
    TournamentProcess,
    TournamentRatings,
    TournamentProcessManager,
    CreateTournamentHandler,
    JoinTournamentHandler,
    LeaveTournamentHandler,
    LeaveUnstartedMatchesHandler,
    JoinWaitlistHandler,
    StartTournamentHandler,
    CancelTournamentHandler,
    ReportResultHandler,
    ConfirmResultHandler,
    DisputeResultHandler,
    DeclareWinnerHandler,
    VoidMatchHandler,
    UpdateTournamentHandler,
    DeleteTournamentHandler,
  ],
  exports: [Clock, TournamentReads, TournamentProcessManager],
})
export class TournamentsModule {}
