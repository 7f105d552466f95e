/**
 * One tournament's process-manager step: read the tournament stream and its players' wallet
 * streams, ask the domain what must happen next (`nextActions`), do it, and look again, until
 * nothing is left. Every action is idempotent on its stream, so running a step twice, or in two
 * places at once (the background loop and a request finishing its own work), changes nothing
 * more than running it once.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tournamentStreamDecider } from '../../../domain/tournament/tournament-stream.decider';
import { streamNames } from '../../../event-store/event-store.port';
import { walletDecider } from '../../../domain/wallet/wallet.decider';
import { DomainError } from '../../../domain/shared/decider';
import { instantMs } from '../../../domain/tournament/tournament.constants';
import {
  ProcessAction,
  TournamentWalletFacts,
  actionAfterEscrowRefused,
  nextActions,
  walletFactsFor,
} from '../../../domain/tournament/tournament.process-manager';
import { TournamentState } from '../../../domain/tournament/tournament.state';
import { CommandContext, CommandExecutor } from '../../../infrastructure/event-sourcing/command-executor';
import { noteWritten } from '../../../infrastructure/event-sourcing/written-position';
import { TournamentWalletUserRow } from '../../../projections/tournaments/tournament.entities';
import { Clock } from '../shared/clock';
import { TournamentStreamState } from '../../../domain/tournament/tournament-stream.decider';
import { TournamentStreams } from '../shared/tournament-streams';
import { TOURNAMENTS_CONFIG, TournamentsConfig } from '../shared/tournaments.config';
import { TournamentRatings } from './tournament-ratings';

type Action = ProcessAction | { target: 'ratings' };

export interface ProcessRun {
  /** Events appended by this step. */
  appended: number;
  /** When a deadline of this tournament next falls due (null: nothing until something happens). */
  dueAt: Date | null;
}

const MAX_PASSES = 12;
/** A step whose actions keep being refused is looked at again after this long, not in a tight loop. */
const RETRY_AFTER_MS = 15_000;

export const systemContext = (): CommandContext => ({ correlationId: randomUUID(), actorUserId: null });

@Injectable()
export class TournamentProcess {
  private readonly logger = new Logger('TournamentProcess');

  constructor(
    private readonly streams: TournamentStreams,
    private readonly executor: CommandExecutor,
    private readonly ratings: TournamentRatings,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    @Inject(TOURNAMENTS_CONFIG) private readonly config: TournamentsConfig,
  ) {}

  /**
   * What follows at once from a command a player or an admin just gave (refunds after a
   * cancellation, settlement and prizes after a confirmation), done before the answer. The command
   * is saved whatever happens here: a failure is left to the background process manager (it finds
   * the tournament through its work list), not turned into a 5xx.
   */
  async followUp(tournamentId: string, context: CommandContext): Promise<void> {
    try {
      await this.run(tournamentId, context);
    } catch (error) {
      this.logger.error(
        `follow-up of tournament ${tournamentId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }

  async run(tournamentId: string, context: CommandContext = systemContext()): Promise<ProcessRun> {
    let appended = 0;
    let idlePasses = 0;
    let eventsBefore = -1;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const now = this.clock.nowIso();
      const { facts, walletEvents } = await this.walletFacts(tournamentId);
      // The tournament is read after the wallets, never before: an escrow is appended only once
      // its reservation is committed, so this state knows the reservation of every escrow in
      // `facts`. Read the other way round, a join landing between the two reads left an escrow
      // whose reservation looked unknown, and it was refunded while its place stayed paid (issue 19).
      const { state, recorded } = await this.streams.read(tournamentId);
      // Streams only grow: more events than the last pass read means someone moved this tournament on
      // (this step, or another writer: the background loop and a request's follow-up can run one
      // tournament at once, as can two instances). That is progress, not a refusal.
      const events = walletEvents + recorded.length;
      if (events !== eventsBefore) idlePasses = 0;
      eventsBefore = events;
      const actions = this.actionsFor(tournamentId, state, facts, now);
      if (actions.length === 0) {
        // The answer to the request this step follows up shows the tournament as this step found it
        // done, whoever did the work: another writer may have settled or rated it first, and a
        // request that waited only for its own appends answered without it (ratings-stream.e2e.spec.ts).
        noteWritten(recorded.at(-1)?.position);
        return { appended, dueAt: nextDeadline(state.tournament, now, this.config.confirmWindowMs) };
      }
      let progress = 0;
      for (const action of actions) progress += await this.execute(tournamentId, action, context);
      appended += progress;
      // Nothing appended, and nothing new since the pass before, is a refusal that will repeat (stop,
      // and come back later rather than spin). A race another writer won shows in the next read.
      idlePasses = progress === 0 ? idlePasses + 1 : 0;
      if (idlePasses >= 2) {
        this.logger.warn(`tournament ${tournamentId}: ${actions.length} action(s) refused twice; retrying later`);
        return { appended, dueAt: new Date(instantMs(now) + RETRY_AFTER_MS) };
      }
    }
    return { appended, dueAt: this.clock.now() };
  }

  private actionsFor(
    tournamentId: string,
    stream: TournamentStreamState,
    facts: TournamentWalletFacts,
    now: string,
  ): Action[] {
    const state = stream.tournament;
    if (state.status === 'none') {
      // An escrow naming a tournament that was never created has no slot to pay for: give it back.
      return facts.escrows
        .filter((escrow) => !escrow.refunded)
        .map((escrow) => ({
          target: 'wallet' as const,
          userId: escrow.userId,
          command: {
            type: 'RefundEntryFee' as const,
            data: { tournamentId, reservationId: escrow.reservationId, reason: 'unknown_reservation' as const, now },
          },
        }));
    }
    const actions: Action[] = nextActions(state, facts, now, { confirmWindowMs: this.config.confirmWindowMs });
    if (state.status === 'completed' && stream.ratings === null) actions.push({ target: 'ratings' });
    return actions;
  }

  private async execute(tournamentId: string, action: Action, context: CommandContext): Promise<number> {
    try {
      if (action.target === 'ratings') return await this.ratings.record(tournamentId, context);
      if (action.target === 'tournament')
        return (
          await this.executor.handle(
            streamNames().tournament(tournamentId),
            tournamentStreamDecider,
            action.command,
            context,
          )
        ).events.length;
      return (await this.executor.handle(streamNames().wallet(action.userId), walletDecider, action.command, context))
        .events.length;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (action.target === 'wallet' && action.command.type === 'EscrowEntryFee') {
        // The player cannot pay (or the hold ran out): the slot goes back at once.
        const follow = actionAfterEscrowRefused(action.command.data.reservationId, error.code, action.command.data.now);
        if (follow) return this.execute(tournamentId, follow, context);
      }
      this.logger.debug?.(`tournament ${tournamentId}: ${describe(action)} refused: ${error.code}`);
      return 0;
    }
  }

  /**
   * The tournament's money as the wallets tell it: the wallets of everyone who holds or held a slot
   * (as far as the tournament stream knows now) and of everyone the read models say moved money for
   * it. A wallet missed here (a join too new for both) is only news for the next pass.
   */
  private async walletFacts(tournamentId: string): Promise<{ facts: TournamentWalletFacts; walletEvents: number }> {
    const { state } = await this.streams.read(tournamentId);
    const rows = await this.dataSource.getRepository(TournamentWalletUserRow).find({ where: { tournamentId } });
    const users = [...[...state.tournament.reservations.values()].map((r) => r.userId), ...rows.map((r) => r.userId)];
    const events = await this.streams.walletEventsOf(users);
    return { facts: walletFactsFor(tournamentId, events), walletEvents: events.length };
  }
}

function describe(action: Action): string {
  return action.target === 'ratings' ? 'RecordRatings' : action.command.type;
}

/** The next instant after `now` at which nextActions may have something new to do. */
export function nextDeadline(state: TournamentState, now: string, confirmWindowMs: number): Date | null {
  const nowMs = instantMs(now);
  const candidates: number[] = [];
  if (state.status === 'waiting' && state.details) {
    candidates.push(instantMs(state.details.startTime));
    for (const r of state.reservations.values())
      if (r.status === 'reserved') candidates.push(instantMs(r.expiresAt) + 1);
  }
  if (state.status === 'in_progress' && state.winningTeam === null && state.result?.status === 'reported') {
    candidates.push(instantMs(state.result.reportedAt) + confirmWindowMs);
  }
  const future = candidates.filter((ms) => ms > nowMs);
  return future.length === 0 ? null : new Date(Math.min(...future));
}
