/**
 * The random workload of the property spec: players create, join, leave, wait in line, play,
 * report, dispute; admins cancel, delete, edit, declare and void; the join handler crashes between
 * steps or lands late; the process manager runs partially; the clock jumps.
 */
import { EscrowEntryFee } from '../wallet/wallet.commands';
import { fourEyes } from '../wallet/wallet.spec-helper';
import { Actor, TournamentCommand } from './tournament.commands';
import { SetScore, TeamNumber } from './tournament.events';
import { TournamentState, joinedPlayers } from './tournament.state';
import { World, instant, prng } from './tournament-world.spec-helper';

export const PLAYERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
const ADMIN_ID = 'admin-1';

const WEIGHTS = {
  create: 2,
  reserve: 12,
  deliver: 2,
  tick: 8,
  leave: 1,
  waitlist: 2,
  start: 2,
  cancel: 1,
  report: 3,
  confirm: 3,
  dispute: 1,
  declare: 1,
  settle: 1,
  remove: 1,
  update: 1,
  spend: 1,
  topUp: 2,
  replay: 2,
} as const;
type Kind = keyof typeof WEIGHTS;
const KINDS = (Object.keys(WEIGHTS) as Kind[]).flatMap((kind) => Array<Kind>(WEIGHTS[kind]).fill(kind));

/** The status a command is aimed at most of the time (the rest hit refusals on purpose). */
const AIMED_AT: Partial<Record<Kind, 'waiting' | 'in_progress'>> = {
  reserve: 'waiting',
  leave: 'waiting',
  waitlist: 'waiting',
  start: 'waiting',
  update: 'waiting',
  report: 'in_progress',
  confirm: 'in_progress',
  dispute: 'in_progress',
  declare: 'in_progress',
  settle: 'in_progress',
};

export class Workload {
  readonly world = new World();
  readonly ids: string[] = [];
  private readonly random: () => number;
  private readonly inFlight: { tid: string; userId: string; command: EscrowEntryFee }[] = [];
  private minutes = 150 * 1440;
  private counter = 0;

  constructor(seed: number) {
    this.random = prng(seed);
    for (const userId of PLAYERS) {
      this.world.wallet(userId, { type: 'OpenWallet', data: { userId, now: this.now() } });
      this.topUp(userId, this.int(2000, 20000));
    }
  }

  now = (): string => instant(this.minutes);
  private int = (lo: number, hi: number): number => lo + Math.floor(this.random() * (hi - lo + 1));
  private pick = <T>(items: readonly T[]): T => items[this.int(0, items.length - 1)];
  private chance = (p: number): boolean => this.random() < p;
  private state = (tid: string): TournamentState | undefined => this.world.tournaments.get(tid);
  private players = (tid: string): string[] => {
    const state = this.state(tid);
    return state ? joinedPlayers(state).map((r) => r.userId) : [];
  };
  private send = (tid: string, command: TournamentCommand) => this.world.tournament(tid, command);

  private topUp(userId: string, amountCents: number): void {
    const id = `d${++this.counter}`;
    this.world.wallet(userId, {
      type: 'RecordCardDeposit',
      data: { depositId: id, amountCents, method: 'card', providerReference: `pi-${id}`, now: this.now() },
    });
  }

  /** The join handler: escrow, then confirm; it may crash in between or be slow to land. */
  private join(tid: string, userId: string, reservationId: string): void {
    const amountCents = this.state(tid)!.reservations.get(reservationId)!.amountCents;
    const expiresAt = instant(this.minutes + 5);
    const command: EscrowEntryFee = {
      type: 'EscrowEntryFee',
      data: { tournamentId: tid, reservationId, amountCents, expiresAt, now: this.now() },
    };
    if (this.chance(0.1)) return;
    if (this.chance(0.15)) return void this.inFlight.push({ tid, userId, command });
    const paid = this.world.execute(tid, { target: 'wallet', userId, command });
    if (paid.ok && this.chance(0.85)) this.send(tid, { type: 'ConfirmSlot', data: { reservationId, now: this.now() } });
  }

  private deliver(index: number, stampOnArrival: boolean): void {
    const [late] = this.inFlight.splice(index, 1);
    if (!late) return;
    // A slow network keeps the instant it was sent; a slow handler stamps it on arrival.
    const data = stampOnArrival ? { ...late.command.data, now: this.now() } : late.command.data;
    this.world.execute(late.tid, { target: 'wallet', userId: late.userId, command: { ...late.command, data } });
  }

  private score(winner: TeamNumber): SetScore[] {
    const set = (w: TeamNumber): SetScore => {
      const [hi, lo] = this.chance(0.3) ? [7, this.int(5, 6)] : [6, this.int(0, 4)];
      return w === 1 ? { team1: hi, team2: lo } : { team1: lo, team2: hi };
    };
    const loser: TeamNumber = winner === 1 ? 2 : 1;
    return this.chance(0.4) ? [set(winner), set(loser), set(winner)] : [set(winner), set(winner)];
  }

  report(tid: string): void {
    const inGame = this.players(tid);
    const userId = this.pick(inGame.length > 0 && this.chance(0.9) ? inGame : PLAYERS);
    const winningTeam = this.pick([1, 2] as const);
    const setScores = this.chance(0.1) ? [{ team1: 6, team2: 6 }] : this.score(winningTeam);
    this.send(tid, { type: 'ReportResult', data: { userId, winningTeam, setScores, now: this.now() } });
  }

  declare(tid: string): void {
    const winnerId = this.pick(this.players(tid).length > 0 ? this.players(tid) : PLAYERS);
    this.send(tid, { type: 'AdminDeclareWinner', data: { adminId: ADMIN_ID, winnerId, now: this.now() } });
  }

  private target(status: 'waiting' | 'in_progress' | undefined): string {
    const fitting = this.ids.filter((tid) => this.state(tid)!.status === status && !this.state(tid)!.deleted);
    if (fitting.length > 0 && this.chance(0.85)) return this.pick(fitting);
    return this.ids.length > 0 ? this.pick(this.ids) : 't0';
  }

  step(): void {
    this.minutes += this.chance(0.01) ? this.int(60, 2000) : this.int(0, 6);
    const kind = this.pick(KINDS);
    // The process manager runs for any tournament, waiting or in play.
    const aim = kind === 'tick' ? this.pick(['waiting', 'in_progress'] as const) : AIMED_AT[kind];
    const tid = this.target(aim);
    const inGame = this.players(tid);
    const aimed = AIMED_AT[kind] === 'in_progress' && inGame.length > 0 && this.chance(0.85);
    const userId = this.pick(aimed ? inGame : PLAYERS);
    const creator = this.state(tid)?.details?.creatorId ?? userId;
    const now = this.now();
    switch (kind) {
      case 'create': {
        if (this.ids.filter((t) => this.state(t)!.status === 'waiting').length >= 2) return;
        const id = `t${++this.counter}`;
        const created = this.send(id, {
          type: 'CreateTournament',
          data: {
            tournamentId: id,
            name: `Match ${id}`,
            game: this.pick(['padel', 'pickleball']),
            location: null,
            entryFeeCents: this.pick([1, 33, 500, 1000, 1234, 2500]),
            courtFeeCents: this.pick([0, 0, 400, 1000, 2]),
            maxPlayers: 4,
            startTime: instant(this.minutes + this.int(30, 600)),
            creatorId: userId,
            creatorReservationId: `r${id}`,
            reservationExpiresAt: instant(this.minutes + 5),
            now,
          },
        });
        if (!created.ok) return;
        this.ids.push(id);
        return this.join(id, userId, `r${id}`);
      }
      case 'reserve': {
        const reservationId = `r${++this.counter}`;
        const [teamNumber, position] = [this.pick([1, 2, 2, 1, 3]), this.pick([1, 2])];
        const expiresAt = instant(this.minutes + 5);
        const data = { reservationId, userId, teamNumber, position, expiresAt, now };
        if (this.send(tid, { type: 'ReserveSlot', data }).ok) this.join(tid, userId, reservationId);
        return;
      }
      case 'deliver':
        return this.deliver(this.int(0, Math.max(0, this.inFlight.length - 1)), this.chance(0.5));
      case 'tick':
        return void this.world.tick(tid, now, this.chance(0.3) ? this.int(0, 2) : Infinity);
      case 'leave':
        return void this.send(tid, { type: 'LeaveTournament', data: { userId, now } });
      case 'waitlist':
        return void this.send(tid, { type: 'JoinWaitlist', data: { userId, now } });
      case 'start':
        return void this.send(tid, {
          type: 'StartTournament',
          data: { actor: { kind: 'player', userId: creator }, now },
        });
      case 'cancel': {
        const actor: Actor = this.chance(0.5)
          ? { kind: 'admin', userId: ADMIN_ID }
          : { kind: 'player', userId: creator };
        return void this.send(tid, { type: 'CancelTournament', data: { actor, now } });
      }
      case 'report':
        return this.report(tid);
      case 'confirm':
        return void this.send(tid, { type: 'ConfirmResult', data: { userId, now } });
      case 'dispute':
        return void this.send(tid, { type: 'DisputeResult', data: { userId, reason: 'wrong score', now } });
      case 'declare':
        // An admin's ruling on a dispute is sometimes a void (every fee refunded) instead of a winner.
        if (this.state(tid)?.result?.status === 'disputed' && this.chance(0.3)) {
          return void this.send(tid, { type: 'VoidMatch', data: { adminId: ADMIN_ID, reason: 'no evidence', now } });
        }
        return this.declare(tid);
      case 'settle':
        return void this.send(tid, { type: 'SettleTournament', data: { now } });
      case 'remove':
        if (this.chance(0.3)) this.send(tid, { type: 'DeleteTournament', data: { adminId: ADMIN_ID, now } });
        return;
      case 'update': {
        const entryFeeCents = this.pick([500, 1000]);
        return void this.send(tid, { type: 'UpdateTournament', data: { adminId: ADMIN_ID, entryFeeCents, now } });
      }
      case 'spend': {
        const amountCents = -this.int(0, this.world.wallets.get(userId)!.availableCents);
        if (amountCents === 0) return;
        const data = {
          adjustmentId: `a${++this.counter}`,
          amountCents,
          reason: 'spent',
          adminId: ADMIN_ID,
          fourEyes,
          now,
        };
        return void this.world.wallet(userId, { type: 'AdjustBalance', data });
      }
      case 'topUp':
        return this.topUp(userId, this.int(1000, 5000));
      case 'replay': {
        // A message delivered twice, long after the first time: it must change nothing.
        const { history } = this.world;
        if (history.length === 0) return;
        const { tournamentId, action } = history[this.int(0, history.length - 1)];
        return void this.world.execute(tournamentId, action);
      }
    }
  }

  /** Every late payment lands, a day passes, the process manager runs, players and admins finish games. */
  drainRound(): void {
    while (this.inFlight.length > 0) this.deliver(0, false);
    this.minutes += 1500;
    for (const tid of this.ids) {
      this.world.tick(tid, this.now());
      const state = this.state(tid)!;
      if (state.status !== 'in_progress' || state.winningTeam !== null) continue;
      if (state.result?.status === 'disputed') this.declare(tid);
      else if (!state.result) this.report(tid);
    }
  }
}
