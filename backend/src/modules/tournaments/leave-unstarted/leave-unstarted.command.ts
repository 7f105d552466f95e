import { CommandContext } from '../../../infrastructure/event-sourcing/command-executor';

/**
 * Takes the player out of every paid match that has not started, with their entry fees refunded:
 * a self-excluded player's unstarted matches (docs/decisions/eligibility.md). A match they created
 * is cancelled (the creator cannot leave), which refunds every player in it.
 */
export class LeaveUnstartedMatchesCommand {
  constructor(
    readonly userId: string,
    readonly note: string,
    readonly context: CommandContext,
  ) {}
}

export interface LeftUnstartedMatches {
  left: string[];
  cancelled: string[];
}
