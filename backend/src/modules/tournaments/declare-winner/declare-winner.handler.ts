import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentActions } from '../shared/tournament-actions';

export class DeclareWinnerCommand {
  constructor(
    readonly tournamentId: string,
    readonly adminId: string,
    readonly winnerId: string,
    readonly score: string | null,
    readonly reason: string | null,
    readonly context: CommandContext,
  ) {}
}

/** An admin's ruling (after a dispute, or for an unreported match): the winner's team wins; settlement follows. */
@CommandHandler(DeclareWinnerCommand)
export class DeclareWinnerHandler implements ICommandHandler<DeclareWinnerCommand, void> {
  constructor(private readonly actions: TournamentActions) {}

  execute({ tournamentId, adminId, winnerId, score, reason, context }: DeclareWinnerCommand): Promise<void> {
    return this.actions.act(
      tournamentId,
      (now) => ({ type: 'AdminDeclareWinner', data: { adminId, winnerId, score, reason, now } }),
      context,
    );
  }
}
