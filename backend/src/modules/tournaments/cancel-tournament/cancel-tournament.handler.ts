import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor } from '../../../domain/tournament/tournament.commands';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentActions } from '../shared/tournament-actions';

export class CancelTournamentCommand {
  constructor(
    readonly tournamentId: string,
    readonly actor: Actor,
    readonly note: string | null,
    readonly context: CommandContext,
  ) {}
}

/** The creator while waiting, an admin until it is settled; the follow-up refunds every escrow before the answer. */
@CommandHandler(CancelTournamentCommand)
export class CancelTournamentHandler implements ICommandHandler<CancelTournamentCommand, void> {
  constructor(private readonly actions: TournamentActions) {}

  execute({ tournamentId, actor, note, context }: CancelTournamentCommand): Promise<void> {
    return this.actions.act(tournamentId, (now) => ({ type: 'CancelTournament', data: { actor, note, now } }), context);
  }
}
