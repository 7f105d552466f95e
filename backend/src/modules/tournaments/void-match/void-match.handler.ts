import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Clock } from '../shared/clock';
import { TournamentProcess } from '../process-manager/tournament-process';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';

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
  constructor(
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, adminId, reason, context }: VoidMatchCommand): Promise<void> {
    const now = this.clock.nowIso();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'VoidMatch', data: { adminId, reason, now } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
