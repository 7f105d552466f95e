import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentActions } from '../shared/tournament-actions';

export class LeaveTournamentCommand {
  constructor(
    readonly tournamentId: string,
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

/** Gives the slot up before the start; the follow-up refunds the escrowed fee before the answer. */
@CommandHandler(LeaveTournamentCommand)
export class LeaveTournamentHandler implements ICommandHandler<LeaveTournamentCommand, void> {
  constructor(private readonly actions: TournamentActions) {}

  execute({ tournamentId, userId, context }: LeaveTournamentCommand): Promise<void> {
    return this.actions.act(tournamentId, (now) => ({ type: 'LeaveTournament', data: { userId, now } }), context);
  }
}
