import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../domain/shared/decider';
import { TournamentActions } from '../shared/tournament-actions';
import { TournamentStreams } from '../shared/tournament-streams';
import { LeaveUnstartedMatchesCommand, LeftUnstartedMatches } from './leave-unstarted.command';
import { WalletCommands } from '../../wallet/wallet.public';

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
    private readonly actions: TournamentActions,
    private readonly wallet: WalletCommands,
  ) {}

  async execute({ userId, note, context }: LeaveUnstartedMatchesCommand): Promise<LeftUnstartedMatches> {
    const wallet = await this.wallet.state(userId);
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
        await this.actions.act(
          tournamentId,
          (now) =>
            creator
              ? { type: 'CancelTournament', data: { actor: { kind: 'player', userId }, note, now } }
              : { type: 'LeaveTournament', data: { userId, now } },
          context,
        );
        (creator ? done.cancelled : done.left).push(tournamentId);
      } catch (error) {
        // Started meanwhile: it is played out like any started match.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return done;
  }
}
