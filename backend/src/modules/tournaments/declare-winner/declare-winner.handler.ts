import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Clock } from '../shared/clock';
import { TournamentProcess } from '../process-manager/tournament-process';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';

export class DeclareWinnerCommand {
  constructor(
    readonly tournamentId: string,
    readonly adminId: string,
    readonly winnerId: string,
    readonly score: string | null,
    readonly reason: string | null,
    readonly context: CommandContext,
  ) {}
}

/** An admin's ruling (after a dispute, or for an unreported match): the winner's team wins; settlement follows. */
@CommandHandler(DeclareWinnerCommand)
export class DeclareWinnerHandler implements ICommandHandler<DeclareWinnerCommand, void> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, adminId, winnerId, score, reason, context }: DeclareWinnerCommand): Promise<void> {
    const now = this.clock.nowIso();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'AdminDeclareWinner', data: { adminId, winnerId, score, reason, now } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
