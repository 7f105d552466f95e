import { Injectable, Logger } from '@nestjs/common';
import { TournamentCommand } from '../../../domain/tournament/tournament.commands';
import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
import { TournamentProcess } from '../process-manager/tournament-process';
import { Clock } from './clock';
import { TournamentStreams } from './tournament-streams';

/**
 * The common shape of a tournament use case: decide the command on the tournament stream, let the
 * process manager do at once what follows from it (refunds after a cancellation, settlement and
 * prizes after a confirmation), then wait until the read models show it all (read-your-writes).
 */
@Injectable()
export class TournamentActions {
  private readonly logger = new Logger('TournamentActions');

  constructor(
    private readonly streams: TournamentStreams,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async act(tournamentId: string, command: (now: string) => TournamentCommand, context: CommandContext): Promise<void> {
    await this.streams.onTournament(tournamentId, command(this.clock.nowIso()), context);
    await this.followUp(tournamentId, context);
  }

  /**
   * The command is saved whatever happens here: a failure of the follow-up work is left to the
   * background process manager (it finds the tournament through its work list), not turned into a 5xx.
   */
  async followUp(tournamentId: string, context: CommandContext): Promise<void> {
    try {
      await this.process.run(tournamentId, context);
    } catch (error) {
      this.logger.error(
        `follow-up of tournament ${tournamentId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    await this.streams.settle();
  }
}
