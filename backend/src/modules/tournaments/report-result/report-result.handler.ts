import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SetScore } from '../../../domain/tournament/tournament.events';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentActions } from '../shared/tournament-actions';

export class ReportResultCommand {
  constructor(
    readonly tournamentId: string,
    readonly userId: string,
    readonly result: { winningTeam: number; setScores: SetScore[]; setsToWin?: number },
    readonly context: CommandContext,
  ) {}
}

/** A player reports; the other team has the confirmation window to confirm or dispute. */
@CommandHandler(ReportResultCommand)
export class ReportResultHandler implements ICommandHandler<ReportResultCommand, void> {
  constructor(private readonly actions: TournamentActions) {}

  execute({ tournamentId, userId, result, context }: ReportResultCommand): Promise<void> {
    return this.actions.act(
      tournamentId,
      (now) => ({ type: 'ReportResult', data: { userId, ...result, now } }),
      context,
    );
  }
}
