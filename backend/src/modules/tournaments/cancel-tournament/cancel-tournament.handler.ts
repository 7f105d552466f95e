import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Clock } from '../shared/clock';
import { TournamentProcess } from '../process-manager/tournament-process';
import { Actor } from '../../../domain/tournament/tournament.commands';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';

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
  constructor(
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, actor, note, context }: CancelTournamentCommand): Promise<void> {
    const now = this.clock.nowIso();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'CancelTournament', data: { actor, note, now } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
