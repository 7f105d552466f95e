import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Clock } from '../shared/clock';
import { TournamentProcess } from '../process-manager/tournament-process';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';

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
  constructor(
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, userId, context }: JoinWaitlistCommand): Promise<void> {
    const now = this.clock.nowIso();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'JoinWaitlist', data: { userId, now } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
