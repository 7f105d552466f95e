/**
 * The admin panel's edit and delete. An edit may carry details and a status; both are decided on
 * the current state first, so a refused status never leaves the details half-changed. Delete
 * cancels an open tournament (refunding every escrow) and hides it; its events are kept.
 */
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { TournamentProcess } from '../process-manager/tournament-process';
import { DomainError } from '../../../domain/shared/decider';
import { Cents } from '../../../domain/shared/money';
import { TournamentCommand } from '../../../domain/tournament/tournament.commands';
import { tournamentDecider } from '../../../domain/tournament/tournament.decider';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { Clock } from '../shared/clock';
import { TournamentStreams } from '../shared/tournament-streams';
import { SETTABLE_STATUSES } from './update-tournament.dto';

export interface TournamentChanges {
  name?: string;
  location?: string | null;
  entryFeeCents?: Cents;
  courtFeeCents?: Cents;
  status?: (typeof SETTABLE_STATUSES)[number];
}

export class UpdateTournamentCommand {
  constructor(
    readonly tournamentId: string,
    readonly adminId: string,
    readonly changes: TournamentChanges,
    readonly context: CommandContext,
  ) {}
}

export class DeleteTournamentCommand {
  constructor(
    readonly tournamentId: string,
    readonly adminId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(UpdateTournamentCommand)
export class UpdateTournamentHandler implements ICommandHandler<UpdateTournamentCommand, void> {
  constructor(
    private readonly streams: TournamentStreams,
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, adminId, changes, context }: UpdateTournamentCommand): Promise<void> {
    const now = this.clock.nowIso();
    const { status, ...details } = changes;
    const commands: TournamentCommand[] = [];
    if (Object.keys(details).length > 0)
      commands.push({ type: 'UpdateTournament', data: { adminId, ...details, now } });
    const { state } = await this.streams.read(tournamentId);
    const statusCommand = status === undefined ? null : statusChange(status, state.tournament.status, adminId, now);
    if (statusCommand) commands.push(statusCommand);
    // Dry run on the current state: every refusal comes before anything is written.
    commands.reduce(
      (s, command) => tournamentDecider.decide(command, s).reduce((t, event) => tournamentDecider.evolve(t, event), s),
      state.tournament,
    );
    for (const command of commands)
      await this.executor.handle(streamNames().tournament(tournamentId), tournamentStreamDecider, command, context);
    await this.process.followUp(tournamentId, context);
  }
}

/** What setting a status means; null when it already has it. */
function statusChange(
  wanted: TournamentChanges['status'],
  current: string,
  adminId: string,
  now: string,
): TournamentCommand | null {
  const target = wanted === 'active' ? 'in_progress' : wanted;
  if (target === current) return null;
  const actor = { kind: 'admin' as const, userId: adminId };
  switch (target) {
    case 'cancelled':
      return { type: 'CancelTournament', data: { actor, note: null, now } };
    case 'in_progress':
      return { type: 'StartTournament', data: { actor, now } };
    case 'completed':
      throw new DomainError(
        'TOURNAMENT.STATUS_NOT_SETTABLE',
        'A tournament is completed by its result: confirm it or declare the winner.',
        'conflict',
      );
    default:
      throw new DomainError(
        'TOURNAMENT.STATUS_NOT_SETTABLE',
        `A tournament that is ${current.replace('_', ' ')} cannot go back to waiting.`,
        'conflict',
      );
  }
}

@CommandHandler(DeleteTournamentCommand)
export class DeleteTournamentHandler implements ICommandHandler<DeleteTournamentCommand, void> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
  ) {}

  async execute({ tournamentId, adminId, context }: DeleteTournamentCommand): Promise<void> {
    const now = this.clock.nowIso();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'DeleteTournament', data: { adminId, now } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
