import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentActions } from '../shared/tournament-actions';

export class JoinWaitlistCommand {
  constructor(
    readonly tournamentId: string,
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

/** Only a full tournament has a line; a freed slot is offered to the first in it (a notice, not a hold). */
@CommandHandler(JoinWaitlistCommand)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlistCommand, void> {
  constructor(private readonly actions: TournamentActions) {}

  execute({ tournamentId, userId, context }: JoinWaitlistCommand): Promise<void> {
    return this.actions.act(tournamentId, (now) => ({ type: 'JoinWaitlist', data: { userId, now } }), context);
  }
}
