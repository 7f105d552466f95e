import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentActions } from '../shared/tournament-actions';

export class DisputeResultCommand {
  constructor(
    readonly tournamentId: string,
    readonly userId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

/** The money stays in escrow until an admin declares the winner (or cancels, refunding everyone). */
@CommandHandler(DisputeResultCommand)
export class DisputeResultHandler implements ICommandHandler<DisputeResultCommand, void> {
  constructor(private readonly actions: TournamentActions) {}

  execute({ tournamentId, userId, reason, context }: DisputeResultCommand): Promise<void> {
    return this.actions.act(tournamentId, (now) => ({ type: 'DisputeResult', data: { userId, reason, now } }), context);
  }
}
