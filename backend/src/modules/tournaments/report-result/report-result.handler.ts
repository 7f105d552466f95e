import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Clock } from '../shared/clock';
import { TournamentProcess } from '../process-manager/tournament-process';
import { SetScore } from '../../../domain/tournament/tournament.events';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';

export class ReportResultCommand {
  constructor(
    readonly tournamentId: string,
    readonly userId: string,
    readonly result: { winningTeam: number; setScores: SetScore[]; setsToWin?: number },
    readonly context: CommandContext,
  ) {}
}

/** A player reports; the other team has the confirmation window to confirm or dispute. */
@CommandHandler(ReportResultCommand)
export class ReportResultHandler implements ICommandHandler<ReportResultCommand, void> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, userId, result, context }: ReportResultCommand): Promise<void> {
    const now = this.clock.nowIso();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'ReportResult', data: { userId, ...result, now } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
