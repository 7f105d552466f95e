import type { SetScore, TeamNumber } from '@/types/api';

export const MAX_GAMES_PER_SET = 7;
export const MAX_SETS = 9; // best of nine: 5 sets to win, the contract's upper bound
export const MIN_SETS_TO_WIN = 2;
export const MAX_SETS_TO_WIN = 5;

export interface SetRow {
  team1: string;
  team2: string;
}

export type ResultCheck =
  | { ok: true; payload: { winningTeam: TeamNumber; setScores: SetScore[]; setsToWin: number } }
  | { ok: false; error: string };

function games(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= MAX_GAMES_PER_SET ? value : null;
}

/**
 * Mirrors the server's rules so most mistakes are caught before sending: each set 0-7 games and not
 * tied, the chosen winner wins more sets and the last one, and reaches 2 to 5 sets. The winner's set
 * count is sent as `setsToWin` (best of three when 2).
 */
export function checkResult(winningTeam: string, rows: SetRow[]): ResultCheck {
  if (winningTeam !== '1' && winningTeam !== '2') return { ok: false, error: 'Choose the winning team.' };
  const winner = Number(winningTeam) as TeamNumber;
  if (rows.length === 0) return { ok: false, error: 'Add the score of at least one set.' };

  const setScores: SetScore[] = [];
  for (const [index, row] of rows.entries()) {
    const team1 = games(row.team1);
    const team2 = games(row.team2);
    if (team1 === null || team2 === null) {
      return { ok: false, error: `Set ${index + 1}: enter games between 0 and ${MAX_GAMES_PER_SET} for both teams.` };
    }
    if (team1 === team2) return { ok: false, error: `Set ${index + 1} can't be a tie.` };
    setScores.push({ team1, team2 });
  }

  const wonBy = (team: TeamNumber) =>
    setScores.filter((s) => (team === 1 ? s.team1 > s.team2 : s.team2 > s.team1)).length;
  const winnerSets = wonBy(winner);
  const loserSets = wonBy(winner === 1 ? 2 : 1);
  const winnerName = winner === 1 ? 'Team A' : 'Team B';
  if (winnerSets <= loserSets) return { ok: false, error: `${winnerName} must win more sets than the other team.` };
  const last = setScores[setScores.length - 1]!; // the winner won at least one set
  if (winner === 1 ? last.team1 < last.team2 : last.team2 < last.team1) {
    return { ok: false, error: `The last set must be won by ${winnerName}.` };
  }
  if (winnerSets < MIN_SETS_TO_WIN)
    return { ok: false, error: 'A match is at least best of three: the winner needs 2 sets.' };
  if (winnerSets > MAX_SETS_TO_WIN)
    return { ok: false, error: 'A match is at most best of nine: the winner needs 5 sets at most.' };
  return { ok: true, payload: { winningTeam: winner, setScores, setsToWin: winnerSets } };
}

/** "6-4, 3-6, 6-2" (Team A's games first). */
export function formatSetScores(scores: SetScore[]): string {
  return scores.map((s) => `${s.team1}-${s.team2}`).join(', ');
}
