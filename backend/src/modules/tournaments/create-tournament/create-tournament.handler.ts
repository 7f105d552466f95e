/**
 * Creating is joining as Team 1 Position 1: the creator's slot is reserved in the same decision
 * as the tournament, then paid from the wallet and confirmed like any join. A creator who cannot
 * pay is refused before anything is written; if the balance went away in between (a race), the
 * half-made tournament is released and deleted before the refusal is answered.
 */
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streamNames } from '../../../event-store/event-store.port';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { TournamentProcess } from '../process-manager/tournament-process';
import { DomainError } from '../../../domain/shared/decider';
import { Cents, formatUsd } from '../../../domain/shared/money';
import { PLAYERS_PER_TOURNAMENT } from '../../../domain/tournament/tournament.constants';
import { walletTournamentErrors } from '../../../domain/wallet/wallet-tournament.decide';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { deterministicUuid } from '../../../infrastructure/event-sourcing/deterministic-id';
import { PlayerGate } from '../../player/player.public';
import { payForSlot } from '../join-tournament/join-tournament.handler';
import { Clock } from '../shared/clock';
import { TournamentStreams } from '../shared/tournament-streams';
import { TOURNAMENTS_CONFIG, TournamentsConfig } from '../shared/tournaments.config';

export interface CreateTournamentInput {
  name: string;
  game: string;
  location: string | null;
  totalFeePerPlayerCents: Cents;
  courtFeeCents: Cents;
  maxPlayers: number;
  startTime: string;
}

export class CreateTournamentCommand {
  constructor(
    readonly input: CreateTournamentInput,
    readonly creatorId: string,
    readonly context: CommandContext,
    readonly idempotencyKey?: string,
  ) {}
}

@CommandHandler(CreateTournamentCommand)
export class CreateTournamentHandler implements ICommandHandler<CreateTournamentCommand, { tournamentId: string }> {
  constructor(
    private readonly streams: TournamentStreams,
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
    @Inject(TOURNAMENTS_CONFIG) private readonly config: TournamentsConfig,
    private readonly gate: PlayerGate,
  ) {}

  async execute({
    input,
    creatorId,
    context,
    idempotencyKey,
  }: CreateTournamentCommand): Promise<{ tournamentId: string }> {
    // Each player's court share is the court fee / 4 rounded up to a cent (domain/tournament/tournament.settlement.ts).
    const validCourt = Number.isSafeInteger(input.courtFeeCents) && input.courtFeeCents >= 0;
    const courtShare = validCourt ? Math.ceil(input.courtFeeCents / PLAYERS_PER_TOURNAMENT) : 0;
    const entryFeeCents = input.totalFeePerPlayerCents - courtShare;
    if (validCourt && input.courtFeeCents > 0 && entryFeeCents <= 0) {
      throw new DomainError(
        'TOURNAMENT.INVALID_FEE',
        `Invalid entry fee format: the total fee per player must be more than the court share of ${formatUsd(courtShare)}.`,
      );
    }
    const tournamentId = idempotencyKey ? deterministicUuid('tournament', creatorId, idempotencyKey) : randomUUID();
    // A retry of a create that went through has paid already; only a new one is checked.
    const retry =
      idempotencyKey !== undefined && (await this.streams.read(tournamentId)).state.tournament.status !== 'none';
    if (!retry && input.totalFeePerPlayerCents > 0) await this.gate.requirePaidPlay(creatorId, this.clock.now());
    if (!retry && (await this.streams.availableCents(creatorId)) < input.totalFeePerPlayerCents) {
      throw walletTournamentErrors.insufficientFundsToJoin(input.totalFeePerPlayerCents);
    }
    const reservationId = deterministicUuid('creator-reservation', tournamentId);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.reservationHoldMs).toISOString();
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      {
        type: 'CreateTournament',
        data: {
          tournamentId,
          name: input.name,
          game: input.game,
          location: input.location,
          entryFeeCents,
          courtFeeCents: input.courtFeeCents,
          maxPlayers: input.maxPlayers,
          startTime: input.startTime,
          creatorId,
          creatorReservationId: reservationId,
          reservationExpiresAt: expiresAt,
          now: now.toISOString(),
        },
      },
      context,
    );
    const reservation = {
      reservationId,
      teamNumber: 1 as const,
      position: 1 as const,
      amountCents: input.totalFeePerPlayerCents,
      expiresAt,
    };
    try {
      await payForSlot(this.executor, this.process, this.clock, {
        tournamentId,
        userId: creatorId,
        reservation,
        context,
      });
    } catch (error) {
      if (error instanceof DomainError) await this.discard(tournamentId, context);
      throw error;
    }
    return { tournamentId };
  }

  /** Nothing is left of a tournament whose creator could not pay: hidden, refunded, events kept. */
  private async discard(tournamentId: string, context: CommandContext): Promise<void> {
    await this.executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'DeleteTournament', data: { adminId: 'system', now: this.clock.nowIso() } },
      context,
    );
    await this.process.followUp(tournamentId, context);
  }
}
