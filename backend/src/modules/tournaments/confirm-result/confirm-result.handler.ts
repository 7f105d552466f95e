import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Clock } from '../shared/clock';
import { TournamentProcess } from '../process-manager/tournament-process';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';

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
  constructor(
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, userId, context }: ConfirmResultCommand): Promise<void> {
    const now = this.clock.nowIso();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'ConfirmResult', data: { userId, now } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
