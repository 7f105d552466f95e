import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Clock } from '../shared/clock';
import { TournamentProcess } from '../process-manager/tournament-process';
import { CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { DomainError } from '../../../domain/shared/decider';
import { TournamentStreams } from '../shared/tournament-streams';
import { LeaveUnstartedMatchesCommand, LeftUnstartedMatches } from './leave-unstarted.command';

/**
 * The matches come from the wallet's own escrows (not a read model that may lag): every entry fee
 * still held names its tournament. Each waiting one is left or, for its creator, cancelled; the
 * follow-up refunds before the answer. Matches already started are played out (their money is in play).
 */
@CommandHandler(LeaveUnstartedMatchesCommand)
export class LeaveUnstartedMatchesHandler implements ICommandHandler<
  LeaveUnstartedMatchesCommand,
  LeftUnstartedMatches
> {
  constructor(
    private readonly streams: TournamentStreams,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
    private readonly executor: CommandExecutor,
  ) {}

  async execute({ userId, note, context }: LeaveUnstartedMatchesCommand): Promise<LeftUnstartedMatches> {
    const wallet = await this.executor.state(streamNames().wallet(userId), walletDecider);
    const tournamentIds = new Set<string>();
    for (const escrow of wallet.tournamentEscrows.values()) {
      if (escrow.status === 'escrowed') tournamentIds.add(escrow.tournamentId);
    }
    const done: LeftUnstartedMatches = { left: [], cancelled: [] };
    for (const tournamentId of tournamentIds) {
      const { state } = await this.streams.read(tournamentId);
      const tournament = state.tournament;
      if (tournament.status !== 'waiting' || !tournament.details) continue;
      const creator = tournament.details.creatorId === userId;
      try {
        const now = this.clock.nowIso();
        await this.executor.handle(
          streamNames().tournament(tournamentId),
          tournamentStreamDecider,
          creator
            ? { type: 'CancelTournament', data: { actor: { kind: 'player', userId }, note, now } }
            : { type: 'LeaveTournament', data: { userId, now } },
          context,
        );
        await this.process.followUp(tournamentId, context);
        (creator ? done.cancelled : done.left).push(tournamentId);
      } catch (error) {
        // Started meanwhile: it is played out like any started match.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return done;
  }
}
