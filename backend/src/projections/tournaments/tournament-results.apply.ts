/** The playing half of the tournaments projection: the match, the result, the settlement, the ratings. */
import { EntityManager } from 'typeorm';
import { formatCents } from '../../domain/shared/money';
import { TeamNumber } from '../../domain/tournament/tournament.events';
import { deterministicUuid } from '../../infrastructure/event-sourcing/deterministic-id';
import { TournamentStreamEvent } from '../../modules/tournaments/shared/tournament-stream.decider';
import { tenthsText } from './tournament-money';
import {
  MatchRow,
  PlayerMatchRow,
  ResultJson,
  RulingJson,
  TournamentParticipantRow,
  TournamentRow,
} from './tournament.entities';

export const matchIdOf = (tournamentId: string): string => deterministicUuid('match', tournamentId, '1');

export async function applyResultEvent(event: TournamentStreamEvent, at: Date, tx: EntityManager): Promise<void> {
  switch (event.type) {
    case 'TournamentStarted': {
      const { tournamentId } = event.data;
      const tournament = await tx.findOneByOrFail(TournamentRow, { id: tournamentId });
      const seat = await seats(tx, tournamentId);
      await tx.update(TournamentRow, { id: tournamentId }, { status: 'in_progress', updatedAt: at });
      await tx
        .createQueryBuilder()
        .insert()
        .into(MatchRow)
        .values({
          id: matchIdOf(tournamentId),
          tournamentId,
          player1Id: seat(1, 1),
          player2Id: seat(2, 1),
          team1Player1: seat(1, 1),
          team1Player2: seat(1, 2),
          team2Player1: seat(2, 1),
          team2Player2: seat(2, 2),
          round: 1,
          matchNumber: 1,
          status: 'in_progress',
          gameType: tournament.game,
          setsToWin: 2,
          currentSet: 1,
          createdAt: at,
          updatedAt: at,
        })
        .orIgnore()
        .execute();
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
      await tx.update(TournamentRow, { id: d.tournamentId }, { result, updatedAt: at });
      await tx.update(
        MatchRow,
        { tournamentId: d.tournamentId },
        {
          status: 'reported',
          setScores: d.setScores,
          setsToWin: d.setsToWin,
          currentSet: d.setScores.length,
          score: d.setScores.map((s) => `${s.team1}-${s.team2}`).join(', '),
          updatedAt: at,
        },
      );
      return;
    }
    case 'ResultDisputed': {
      const { tournamentId, reason, disputedBy, disputedAt } = event.data;
      await patchResult(tx, tournamentId, at, (r) => ({
        ...r,
        status: 'disputed',
        disputeReason: reason,
        disputedBy,
        disputedAt,
      }));
      await tx.update(MatchRow, { tournamentId }, { status: 'disputed', updatedAt: at });
      return;
    }
    case 'ResultConfirmed': {
      const { tournamentId, winningTeam } = event.data;
      const seat = await seats(tx, tournamentId);
      await patchResult(tx, tournamentId, at, (r) => ({ ...r, status: 'confirmed' }));
      return decided(tx, tournamentId, winningTeam, seat(winningTeam, 1) ?? seat(winningTeam, 2), null, at);
    }
    case 'WinnerDeclared': {
      const { tournamentId, winningTeam, winnerId, score, declaredBy, declaredAt } = event.data;
      const ruling: RulingJson = {
        kind: 'winner_declared',
        by: declaredBy,
        reason: event.data.reason ?? null,
        winningTeam,
        at: declaredAt,
      };
      const row = await tx.findOneByOrFail(TournamentRow, { id: tournamentId });
      const declared: ResultJson = row.result
        ? { ...row.result, winningTeam, status: 'declared', score }
        : {
            reportedBy: null,
            reporterTeam: null,
            winningTeam,
            setScores: [],
            setsToWin: null,
            status: 'declared',
            reportedAt: null,
            disputeReason: null,
            score,
          };
      await tx.update(TournamentRow, { id: tournamentId }, { result: declared, ruling, updatedAt: at });
      return decided(tx, tournamentId, winningTeam, winnerId, score, at);
    }
    case 'MatchVoided': {
      const { tournamentId, voidedBy, reason, voidedAt } = event.data;
      const ruling: RulingJson = { kind: 'voided', by: voidedBy, reason, winningTeam: null, at: voidedAt };
      await tx.update(TournamentRow, { id: tournamentId }, { ruling, updatedAt: at });
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
      await tx.update(
        TournamentRow,
        { id: d.tournamentId },
        { status: 'completed', settlement, endTime: at, updatedAt: at },
      );
      await tx.update(TournamentParticipantRow, { tournamentId: d.tournamentId }, { placement: 2, eliminated: true });
      for (const payout of d.payouts) {
        await tx.update(
          TournamentParticipantRow,
          { tournamentId: d.tournamentId, userId: payout.userId },
          {
            placement: 1,
            eliminated: false,
            prize: formatCents(payout.amountCents),
          },
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
      await tx.update(TournamentRow, { id: d.tournamentId }, { ratingReceipts, updatedAt: at });
      return;
    }
    default:
      return;
  }
}

/** The joined player in a seat, or null. */
async function seats(
  tx: EntityManager,
  tournamentId: string,
): Promise<(team: number, position: number) => string | null> {
  const rows = await tx.find(TournamentParticipantRow, { where: { tournamentId, status: 'joined' } });
  return (team, position) => rows.find((r) => r.teamNumber === team && r.position === position)?.userId ?? null;
}

async function patchResult(
  tx: EntityManager,
  tournamentId: string,
  at: Date,
  change: (r: ResultJson) => ResultJson,
): Promise<void> {
  const row = await tx.findOneByOrFail(TournamentRow, { id: tournamentId });
  if (row.result) await tx.update(TournamentRow, { id: tournamentId }, { result: change(row.result), updatedAt: at });
}

/** The winner is final: the tournament and its match say so, and each pair of opponents played. */
async function decided(
  tx: EntityManager,
  tournamentId: string,
  winningTeam: TeamNumber,
  winnerId: string | null,
  score: string | null,
  at: Date,
): Promise<void> {
  await tx.update(TournamentRow, { id: tournamentId }, { winnerId, winningTeam, updatedAt: at });
  const matchId = matchIdOf(tournamentId);
  await tx.update(
    MatchRow,
    { id: matchId },
    { status: 'completed', winnerId, ...(score ? { score } : {}), updatedAt: at },
  );
  const players = await tx.find(TournamentParticipantRow, { where: { tournamentId, status: 'joined' } });
  const team1 = players.filter((p) => p.teamNumber === 1);
  const team2 = players.filter((p) => p.teamNumber === 2);
  for (const a of team1) {
    for (const b of team2) {
      await tx
        .createQueryBuilder()
        .insert()
        .into(PlayerMatchRow)
        .values({
          id: deterministicUuid('player-match', matchId, a.userId, b.userId),
          player1Id: a.userId,
          player2Id: b.userId,
          matchId,
          tournamentId,
          playedAt: at,
        })
        .orIgnore()
        .execute();
    }
  }
}
