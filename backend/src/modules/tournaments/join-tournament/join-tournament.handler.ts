/**
 * Joining spans two streams, slot first: ReserveSlot on the tournament stream (its revision check
 * decides the race for a slot, so a loser is refused before any money moves), EscrowEntryFee on
 * the wallet (refused → the slot is released at once and the wallet's reason is the answer), then
 * ConfirmSlot. A crash between the steps is finished by the process manager.
 */
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TournamentStreamState, tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { TournamentProcess } from '../process-manager/tournament-process';
import { streamNames } from '../../../event-store/event-store.port';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { DomainError } from '../../../domain/shared/decider';
import { SLOT_POSITIONS, TEAM_NUMBERS } from '../../../domain/tournament/tournament.constants';
import { TournamentErrorCode } from '../../../domain/tournament/tournament.errors';
import { SlotPosition, TeamNumber } from '../../../domain/tournament/tournament.events';
import { actionAfterEscrowRefused } from '../../../domain/tournament/tournament.process-manager';
import { holderOf } from '../../../domain/tournament/tournament.state';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { PlayerGate } from '../../player/player.public';
import { Clock } from '../shared/clock';
import { TournamentStreams } from '../shared/tournament-streams';
import { TOURNAMENTS_CONFIG, TournamentsConfig } from '../shared/tournaments.config';
import { JoinTournamentCommand, JoinTournamentResult } from './join-tournament.command';

/** Tries on a freshly read stream after the first pick loses a race for a free slot. */
const MAX_FRESH_TRIES = 4;

export interface Reservation {
  reservationId: string;
  teamNumber: TeamNumber;
  position: SlotPosition;
  amountCents: number;
  expiresAt: string;
}

@CommandHandler(JoinTournamentCommand)
export class JoinTournamentHandler implements ICommandHandler<JoinTournamentCommand, JoinTournamentResult> {
  constructor(
    private readonly streams: TournamentStreams,
    private readonly executor: CommandExecutor,
    private readonly process: TournamentProcess,
    private readonly clock: Clock,
    @Inject(TOURNAMENTS_CONFIG) private readonly config: TournamentsConfig,
    private readonly gate: PlayerGate,
  ) {}

  async execute(command: JoinTournamentCommand): Promise<JoinTournamentResult> {
    const { tournamentId, userId, context } = command;
    // A paid match: who may play for money is checked before a slot is reserved (nothing appended when refused).
    const { state } = await this.streams.read(tournamentId);
    if ((state.tournament.details?.entryFeeCents ?? 0) > 0) await this.gate.requirePaidPlay(userId, this.clock.now());
    const reservation = await this.reserve(command, state);
    await payForSlot(this.executor, this.process, this.clock, {
      tournamentId,
      userId,
      reservation,
      context,
    });
    return { tournamentId, teamNumber: reservation.teamNumber, position: reservation.position };
  }

  /**
   * Reserves the asked slot, or the first free one; a free slot taken meanwhile makes it try the next.
   * The first try picks from `read` (the stream as execute just read it: the slot is only a wish,
   * the decider decides on the stream's state and the append's revision check settles any race);
   * each later try reads the stream again, up to MAX_FRESH_TRIES of them.
   */
  private async reserve(
    { tournamentId, userId, teamNumber, position, context }: JoinTournamentCommand,
    read: TournamentStreamState,
  ): Promise<Reservation> {
    const wanted = TEAM_NUMBERS.flatMap((team) => SLOT_POSITIONS.map((pos) => ({ team, pos }))).filter(
      (slot) => (teamNumber === null || slot.team === teamNumber) && (position === null || slot.pos === position),
    );
    for (let attempt = 0; ; attempt++) {
      const state = attempt === 0 ? read : (await this.streams.read(tournamentId)).state;
      const free = wanted.find((slot) => !holderOf(state.tournament, slot.team, slot.pos));
      const slot = free ?? wanted[0];
      if (!slot) throw new RangeError(`no slot is team ${teamNumber} position ${position}`);
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + this.config.reservationHoldMs).toISOString();
      const reservationId = randomUUID();
      try {
        const written = await this.executor.handle(
          streamNames().tournament(tournamentId),
          tournamentStreamDecider,
          {
            type: 'ReserveSlot',
            data: {
              reservationId,
              userId,
              teamNumber: slot.team,
              position: slot.pos,
              expiresAt,
              now: now.toISOString(),
            },
          },
          context,
        );
        const reserved = written.events.find((e) => e.type === 'SlotReserved');
        if (!reserved || reserved.type !== 'SlotReserved') throw new Error('ReserveSlot appended no SlotReserved');
        return {
          reservationId,
          teamNumber: slot.team,
          position: slot.pos,
          amountCents: reserved.data.amountCents,
          expiresAt,
        };
      } catch (error) {
        const lostRace = error instanceof DomainError && error.code === TournamentErrorCode.SLOT_TAKEN;
        // Up to four tries on a fresh read after the first pick (as many as before that pick reused execute's read).
        if (!lostRace || !free || attempt >= MAX_FRESH_TRIES) throw error;
      }
    }
  }
}

/**
 * Escrow, then confirm. Any refusal by the wallet gives the slot back before the refusal is
 * answered, so a player who cannot pay never keeps a slot (nor pays for one).
 */
export async function payForSlot(
  executor: CommandExecutor,
  process: TournamentProcess,
  clock: Clock,
  {
    tournamentId,
    userId,
    reservation,
    context,
  }: { tournamentId: string; userId: string; reservation: Reservation; context: CommandContext },
): Promise<void> {
  const { reservationId, amountCents, expiresAt } = reservation;
  try {
    await executor.handle(
      streamNames().wallet(userId),
      walletDecider,
      { type: 'EscrowEntryFee', data: { tournamentId, reservationId, amountCents, expiresAt, now: clock.nowIso() } },
      context,
    );
  } catch (error) {
    if (error instanceof DomainError) {
      const now = clock.nowIso();
      // Any refusal (not only the two the domain names, e.g. a wallet that is not open) frees the slot.
      const release = actionAfterEscrowRefused(reservationId, error.code, now)?.command ?? {
        type: 'ReleaseReservation' as const,
        data: { reservationId, reason: 'payment_failed' as const, now },
      };
      if (release.type === 'ReleaseReservation')
        await executor.handle(streamNames().tournament(tournamentId), tournamentStreamDecider, release, context);
      await process.followUp(tournamentId, context);
    }
    throw error;
  }
  try {
    await executor.handle(
      streamNames().tournament(tournamentId),
      tournamentStreamDecider,
      { type: 'ConfirmSlot', data: { reservationId, now: clock.nowIso() } },
      context,
    );
  } catch (error) {
    // The hold ran out and the slot was given up meanwhile: the fee goes back before we answer.
    if (error instanceof DomainError) await process.followUp(tournamentId, context);
    throw error;
  }
}
