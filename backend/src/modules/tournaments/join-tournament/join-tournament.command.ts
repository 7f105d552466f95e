import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';
export class JoinTournamentCommand {
  constructor(
    readonly tournamentId: string,
    readonly userId: string,
    readonly teamNumber: 1 | 2 | null,
    readonly position: 1 | 2 | null,
    readonly context: CommandContext,
  ) {}
}
export interface JoinTournamentResult {
  tournamentId: string;
  teamNumber: 1 | 2;
  position: 1 | 2;
}
