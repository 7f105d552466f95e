import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentActions } from '../shared/tournament-actions';

export class ConfirmResultCommand {
  constructor(
    readonly tournamentId: string,
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

/**
 * A player of the other team confirms; the follow-up settles (once: a second settlement decides
 * nothing), pays both prizes and records the ratings before the answer.
 */
@CommandHandler(ConfirmResultCommand)
export class ConfirmResultHandler implements ICommandHandler<ConfirmResultCommand, void> {
  constructor(private readonly actions: TournamentActions) {}

  execute({ tournamentId, userId, context }: ConfirmResultCommand): Promise<void> {
    return this.actions.act(tournamentId, (now) => ({ type: 'ConfirmResult', data: { userId, now } }), context);
  }
}
