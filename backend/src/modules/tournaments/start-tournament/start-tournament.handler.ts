import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Clock } from '../shared/clock';
import { TournamentProcess } from '../process-manager/tournament-process';
import { Actor } from '../../../domain/tournament/tournament.commands';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';

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
  constructor(
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, actor, context }: StartTournamentCommand): Promise<void> {
    const now = this.clock.nowIso();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'StartTournament', data: { actor, now } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
