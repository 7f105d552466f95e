/**
 * A small in-memory world for the randomized tournament spec: wallet and tournament streams,
 * applied through the real deciders, with the ledger folded from every event's postings.
 * It is the app's runner in miniature: the process manager's actions are executed one by one,
 * a refused escrow leads to actionAfterEscrowRefused, and refusals are recorded, never hidden.
 */
import { DomainError } from '../shared/decider';
import { AccountId, accounts, balances } from '../shared/ledger';
import { WalletCommand } from '../wallet/wallet.commands';
import { walletDecider } from '../wallet/wallet.decider';
import { WalletEvent } from '../wallet/wallet.events';
import { walletEventPostings } from '../wallet/wallet.postings';
import { WalletState } from '../wallet/wallet.state';
import { TournamentCommand } from './tournament.commands';
import { tournamentDecider } from './tournament.decider';
import { TournamentEvent } from './tournament.events';
import { UserWalletEvent, tournamentEventPostings } from './tournament.postings';
import { ProcessAction, actionAfterEscrowRefused, nextActions, walletFactsFor } from './tournament.process-manager';
import { TournamentState } from './tournament.state';

/** mulberry32: a 32-bit state PRNG, uniform in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS_IN_2026 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes since 2026-01-01T00:00Z as an ISO instant, without touching Date. */
export function instant(minutes: number): string {
  let day = Math.floor(minutes / 1440);
  let month = 0;
  while (day >= DAYS_IN_2026[month]) day -= DAYS_IN_2026[month++];
  const inDay = minutes % 1440;
  return `2026-${pad(month + 1)}-${pad(day + 1)}T${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}:00.000Z`;
}

export type Outcome = { ok: true; events: number } | { ok: false; code: string };

export class World {
  readonly wallets = new Map<string, WalletState>();
  readonly walletEvents: UserWalletEvent[] = [];
  readonly tournaments = new Map<string, TournamentState>();
  readonly tournamentEvents = new Map<string, TournamentEvent[]>();
  readonly ledger = new Map<AccountId, number>();
  readonly refusals = new Map<string, number>();
  readonly accepted = new Set<string>();
  /** Every action run, so a spec can deliver one again (at-least-once delivery). */
  readonly history: { tournamentId: string; action: ProcessAction }[] = [];

  private post(postings: ReturnType<typeof walletEventPostings>): void {
    for (const [account, cents] of balances(postings))
      this.ledger.set(account, (this.ledger.get(account) ?? 0) + cents);
  }

  private refused(error: unknown): Outcome {
    if (!(error instanceof DomainError)) throw error;
    this.refusals.set(error.code, (this.refusals.get(error.code) ?? 0) + 1);
    return { ok: false, code: error.code };
  }

  wallet(userId: string, command: WalletCommand): Outcome {
    let events: WalletEvent[];
    const state = this.wallets.get(userId) ?? walletDecider.initialState();
    try {
      events = walletDecider.decide(command, state);
    } catch (error) {
      return this.refused(error);
    }
    this.wallets.set(userId, events.reduce(walletDecider.evolve, state));
    for (const event of events) {
      this.walletEvents.push({ userId, event });
      this.post(walletEventPostings(event, userId));
    }
    if (events.length > 0) this.accepted.add(command.type);
    return { ok: true, events: events.length };
  }

  tournament(tournamentId: string, command: TournamentCommand): Outcome {
    let events: TournamentEvent[];
    const state = this.tournaments.get(tournamentId) ?? tournamentDecider.initialState();
    try {
      events = tournamentDecider.decide(command, state);
    } catch (error) {
      return this.refused(error);
    }
    this.tournaments.set(tournamentId, events.reduce(tournamentDecider.evolve, state));
    this.tournamentEvents.set(tournamentId, [...(this.tournamentEvents.get(tournamentId) ?? []), ...events]);
    for (const event of events) this.post(tournamentEventPostings(event));
    if (events.length > 0) this.accepted.add(command.type);
    return { ok: true, events: events.length };
  }

  /** Runs one process-manager action as the app would; an escrow refusal releases the slot. */
  execute(tournamentId: string, action: ProcessAction): Outcome {
    this.history.push({ tournamentId, action });
    if (action.target === 'tournament') return this.tournament(tournamentId, action.command);
    const outcome = this.wallet(action.userId, action.command);
    if (!outcome.ok && action.command.type === 'EscrowEntryFee') {
      const follow = actionAfterEscrowRefused(action.command.data.reservationId, outcome.code, action.command.data.now);
      if (follow) this.execute(tournamentId, follow);
    }
    return outcome;
  }

  actions(tournamentId: string, now: string): ProcessAction[] {
    const state = this.tournaments.get(tournamentId);
    if (!state) return [];
    return nextActions(state, walletFactsFor(tournamentId, this.walletEvents), now);
  }

  /** One pass of the process manager; `limit` cuts it short, as a crash between two actions would. */
  tick(tournamentId: string, now: string, limit = Infinity): number {
    let produced = 0;
    for (const action of this.actions(tournamentId, now).slice(0, limit)) {
      const outcome = this.execute(tournamentId, action);
      if (outcome.ok) produced += outcome.events;
    }
    return produced;
  }

  escrowOf(tournamentId: string): number {
    return this.ledger.get(accounts.tournamentEscrow(tournamentId)) ?? 0;
  }
}
