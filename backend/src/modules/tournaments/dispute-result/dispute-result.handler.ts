import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { Clock } from '../shared/clock';
import { TournamentProcess } from '../process-manager/tournament-process';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';

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
  constructor(
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, userId, reason, context }: DisputeResultCommand): Promise<void> {
    const now = this.clock.nowIso();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'DisputeResult', data: { userId, reason, now } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
