/** The playing half of the tournaments projection: the match, the result, the settlement, the ratings. */
import { formatCents } from '../../domain/shared/money';
import { TeamNumber } from '../../domain/tournament/tournament.events';
import { parseScoreLine } from '../../domain/tournament/tournament.score';
import { deterministicUuid } from '../../infrastructure/event-sourcing/deterministic-id';
import { TournamentStreamEvent } from '../../domain/tournament/tournament-stream.decider';
import { ProjectionRows } from '../runner/projection-rows';
import { Row } from '../runner/table-spec';
import { tenthsText } from './tournament-money';
import { ResultJson, RulingJson } from './tournament.entities';

export const matchIdOf = (tournamentId: string): string => deterministicUuid('match', tournamentId, '1');

export async function applyResultEvent(event: TournamentStreamEvent, at: string, rows: ProjectionRows): Promise<void> {
  const tournaments = rows.table('tournaments');
  const matches = rows.table('matches');
  switch (event.type) {
    case 'TournamentStarted': {
      const { tournamentId } = event.data;
      const tournament = await mustGet(rows, tournamentId);
      const seat = await seats(rows, tournamentId);
      await tournaments.update(tournamentId, { status: 'in_progress', updated_at: at });
      await matches.insertIgnore({
        id: matchIdOf(tournamentId),
        tournament_id: tournamentId,
        player1_id: seat(1, 1),
        player2_id: seat(2, 1),
        team1_player1: seat(1, 1),
        team1_player2: seat(1, 2),
        team2_player1: seat(2, 1),
        team2_player2: seat(2, 2),
        round: 1,
        match_number: 1,
        status: 'in_progress',
        game_type: tournament.game,
        sets_to_win: 2,
        current_set: 1,
        created_at: at,
        updated_at: at,
      });
      return;
    }
    case 'ResultReported': {
      const d = event.data;
      const result: ResultJson = {
        reportedBy: d.reportedBy,
        reporterTeam: d.reporterTeam,
        winningTeam: d.winningTeam,
        setScores: d.setScores,
        setsToWin: d.setsToWin,
        status: 'reported',
        reportedAt: d.reportedAt,
        disputeReason: null,
        score: null,
      };
      await tournaments.update(d.tournamentId, { result, updated_at: at });
      await updateMatches(rows, d.tournamentId, {
        status: 'reported',
        set_scores: d.setScores,
        sets_to_win: d.setsToWin,
        current_set: d.setScores.length,
        score: d.setScores.map((s) => `${s.team1}-${s.team2}`).join(', '),
        updated_at: at,
      });
      return;
    }
    case 'ResultDisputed': {
      const { tournamentId, reason, disputedBy, disputedAt } = event.data;
      await patchResult(rows, tournamentId, at, (r) => ({
        ...r,
        status: 'disputed',
        disputeReason: reason,
        disputedBy,
        disputedAt,
      }));
      await updateMatches(rows, tournamentId, { status: 'disputed', updated_at: at });
      return;
    }
    case 'ResultConfirmed': {
      const { tournamentId, winningTeam } = event.data;
      const seat = await seats(rows, tournamentId);
      await patchResult(rows, tournamentId, at, (r) => ({ ...r, status: 'confirmed' }));
      return decided(rows, tournamentId, winningTeam, seat(winningTeam, 1) ?? seat(winningTeam, 2), null, at);
    }
    case 'WinnerDeclared': {
      const { tournamentId, winningTeam, winnerId, score, declaredBy, declaredAt } = event.data;
      const ruling: RulingJson = {
        kind: 'winner_declared',
        by: declaredBy,
        reason: event.data.reason ?? null,
        winningTeam,
        score: score ?? null,
        at: declaredAt,
      };
      const row = await mustGet(rows, tournamentId);
      const previous = row.result as ResultJson | null | undefined;
      // The sets shown are the ruling's; without a score, the report's only if it named the same
      // winner (a disputed report's sets would say the other team won).
      const setScores = score
        ? parseScoreLine(score)
        : previous && previous.winningTeam === winningTeam
          ? previous.setScores
          : [];
      const declared: ResultJson = previous
        ? { ...previous, winningTeam, setScores, status: 'declared', score }
        : {
            reportedBy: null,
            reporterTeam: null,
            winningTeam,
            setScores,
            setsToWin: null,
            status: 'declared',
            reportedAt: null,
            disputeReason: null,
            score,
          };
      await tournaments.update(tournamentId, { result: declared, ruling, updated_at: at });
      return decided(rows, tournamentId, winningTeam, winnerId, score, at);
    }
    case 'MatchVoided': {
      const { tournamentId, voidedBy, reason, voidedAt } = event.data;
      const ruling: RulingJson = { kind: 'voided', by: voidedBy, reason, winningTeam: null, score: null, at: voidedAt };
      await tournaments.update(tournamentId, { ruling, updated_at: at });
      return;
    }
    case 'TournamentSettled': {
      const d = event.data;
      const settlement = {
        pool: formatCents(d.poolCents),
        platformFee: formatCents(d.platformFeeCents),
        courtFee: formatCents(d.courtFeeCents),
        winnersPool: formatCents(d.winnersPoolCents),
        payouts: d.payouts.map((p) => ({ userId: p.userId, amount: formatCents(p.amountCents) })),
        settledAt: d.settledAt,
      };
      await tournaments.update(d.tournamentId, { status: 'completed', settlement, end_time: at, updated_at: at });
      const participants = rows.table('tournament_participants');
      const prizes = new Map(d.payouts.map((p) => [p.userId, formatCents(p.amountCents)]));
      for (const p of await participants.where('tournament_id', d.tournamentId)) {
        const prize = prizes.get(p.user_id as string);
        await participants.update(
          p.id as string,
          prize === undefined ? { placement: 2, eliminated: true } : { placement: 1, eliminated: false, prize },
        );
      }
      return;
    }
    case 'RatingsUpdated': {
      const d = event.data;
      const ratingReceipts = d.receipts.map((r) => ({
        userId: r.userId,
        sport: d.sport,
        before: tenthsText(r.beforeTenths),
        after: tenthsText(r.afterTenths),
        expectedWinPercent: r.expectedWinPercent,
      }));
      await tournaments.update(d.tournamentId, { rating_receipts: ratingReceipts, updated_at: at });
      return;
    }
    default:
      return;
  }
}

async function mustGet(rows: ProjectionRows, tournamentId: string): Promise<Row> {
  const row = await rows.table('tournaments').get(tournamentId);
  if (!row) throw new Error(`tournament ${tournamentId} is not in the read model`);
  return row;
}

async function joined(rows: ProjectionRows, tournamentId: string): Promise<Row[]> {
  return (await rows.table('tournament_participants').where('tournament_id', tournamentId)).filter(
    (p) => p.status === 'joined',
  );
}

/** The joined player in a seat, or null. */
async function seats(
  rows: ProjectionRows,
  tournamentId: string,
): Promise<(team: number, position: number) => string | null> {
  const players = await joined(rows, tournamentId);
  return (team, position) =>
    (players.find((r) => Number(r.team_number) === team && Number(r.position) === position)?.user_id as string) ?? null;
}

async function updateMatches(rows: ProjectionRows, tournamentId: string, change: Row): Promise<void> {
  const matches = rows.table('matches');
  for (const match of await matches.where('tournament_id', tournamentId))
    await matches.update(match.id as string, change);
}

async function patchResult(
  rows: ProjectionRows,
  tournamentId: string,
  at: string,
  change: (r: ResultJson) => ResultJson,
): Promise<void> {
  const row = await mustGet(rows, tournamentId);
  const result = row.result as ResultJson | null | undefined;
  if (result) await rows.table('tournaments').update(tournamentId, { result: change(result), updated_at: at });
}

/** The winner is final: the tournament and its match say so, and each pair of opponents played. */
async function decided(
  rows: ProjectionRows,
  tournamentId: string,
  winningTeam: TeamNumber,
  winnerId: string | null,
  score: string | null,
  at: string,
): Promise<void> {
  await rows
    .table('tournaments')
    .update(tournamentId, { winner_id: winnerId, winning_team: winningTeam, updated_at: at });
  const matchId = matchIdOf(tournamentId);
  await rows
    .table('matches')
    .update(matchId, { status: 'completed', winner_id: winnerId, ...(score ? { score } : {}), updated_at: at });
  const players = await joined(rows, tournamentId);
  const team1 = players.filter((p) => Number(p.team_number) === 1);
  const team2 = players.filter((p) => Number(p.team_number) === 2);
  for (const a of team1) {
    for (const b of team2) {
      await rows.table('player_matches').insertIgnore({
        id: deterministicUuid('player-match', matchId, a.user_id as string, b.user_id as string),
        player1_id: a.user_id,
        player2_id: b.user_id,
        match_id: matchId,
        tournament_id: tournamentId,
        played_at: at,
      });
    }
  }
}
