import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { acceptance, invitationDecider, invitationErrors } from '../../../domain/invitation/invitation.decider';
import { DomainError } from '../../../domain/shared/decider';
import { slotOf } from '../../../domain/tournament/tournament.state';
import { GlobalPosition } from '../../../event-store/event-store.port';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { JoinTournamentCommand, JoinTournamentResult } from '../../tournaments/tournaments.public';
import { UsersReadRepository } from '../../identity/identity.public';
import { InvitationStreams } from '../shared/invitation-streams';

export class AcceptInvitationCommand {
  constructor(
    readonly token: string,
    readonly userId: string,
    readonly slot: { teamNumber: 1 | 2 | null; position: 1 | 2 | null },
    readonly context: CommandContext,
    readonly now: Date = new Date(),
  ) {}
}

export interface AcceptInvitationResult {
  tournamentId: string;
  position: GlobalPosition | null;
}

/**
 * Join first (the tournaments core: slot, escrow, confirm), then mark the invitation accepted.
 * Every refusal the invitation can give is checked before the join, so a refused accept moves no
 * money. Repeats are harmless: accepted by this player → nothing; already in the tournament
 * (e.g. a retry after a crash between the two steps) → no second join, only the mark.
 */
@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand, AcceptInvitationResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly streams: InvitationStreams,
    private readonly commands: CommandBus,
    private readonly users: UsersReadRepository,
  ) {}

  async execute({ token, userId, slot, context, now }: AcceptInvitationCommand): Promise<AcceptInvitationResult> {
    const { state, tournament, streamName } = await this.streams.load(token);
    const tournamentId = state.invitation.tournamentId;
    const account = await this.users.findById(userId);
    const acceptor = { userId, email: account?.email ?? null, phone: account?.phone ?? null };
    if (acceptance(state, acceptor) === 'already_accepted') return { tournamentId, position: null };
    if (!slotOf(tournament, userId)) {
      if (tournament.status !== 'waiting') throw invitationErrors.notWaiting();
      await this.commands.execute<JoinTournamentCommand, JoinTournamentResult>(
        new JoinTournamentCommand(tournamentId, userId, slot.teamNumber, slot.position, context),
      );
    }
    try {
      const result = await this.executor.handle(
        streamName,
        invitationDecider,
        { type: 'AcceptInvitation', data: { ...acceptor, now: now.toISOString() } },
        context,
      );
      return { tournamentId, position: result.position ?? null };
    } catch (error) {
      // Another player accepted the same link while this one was joining: this player is in the
      // tournament all the same (it is open to anyone), only the invitation names the other.
      if (error instanceof DomainError && error.code === 'INVITATION.ALREADY_ACCEPTED')
        return { tournamentId, position: null };
      throw error;
    }
  }
}
