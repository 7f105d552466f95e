import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor } from '../../../domain/tournament/tournament.commands';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentActions } from '../shared/tournament-actions';

export class StartTournamentCommand {
  constructor(
    readonly tournamentId: string,
    readonly actor: Actor,
    readonly context: CommandContext,
  ) {}
}

/** The creator (or an admin) may start early once all four have paid; otherwise the scheduler starts it. */
@CommandHandler(StartTournamentCommand)
export class StartTournamentHandler implements ICommandHandler<StartTournamentCommand, void> {
  constructor(private readonly actions: TournamentActions) {}

  execute({ tournamentId, actor, context }: StartTournamentCommand): Promise<void> {
    return this.actions.act(tournamentId, (now) => ({ type: 'StartTournament', data: { actor, now } }), context);
  }
}
