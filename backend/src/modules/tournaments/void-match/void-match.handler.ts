import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentActions } from '../shared/tournament-actions';

export class VoidMatchCommand {
  constructor(
    readonly tournamentId: string,
    readonly adminId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

/** An admin rules that the match does not count; the follow-up refunds every escrowed fee before the answer. */
@CommandHandler(VoidMatchCommand)
export class VoidMatchHandler implements ICommandHandler<VoidMatchCommand, void> {
  constructor(private readonly actions: TournamentActions) {}

  execute({ tournamentId, adminId, reason, context }: VoidMatchCommand): Promise<void> {
    return this.actions.act(tournamentId, (now) => ({ type: 'VoidMatch', data: { adminId, reason, now } }), context);
  }
}
