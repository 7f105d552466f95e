/** Validation of a reported score: sets 0-7 with a winner each, and the match ends when a team reaches setsToWin. */
import {
  DEFAULT_SETS_TO_WIN,
  MAX_SET_SCORE,
  MAX_SETS_TO_WIN,
  MIN_SET_SCORE,
  MIN_SETS_TO_WIN,
} from './tournament.constants';
import { tournamentErrors } from './tournament.errors';
import { SetScore, TeamNumber } from './tournament.events';

const isSetScore = (n: unknown): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n >= MIN_SET_SCORE && n <= MAX_SET_SCORE;

export interface ValidScore {
  winningTeam: TeamNumber;
  setScores: SetScore[];
  setsToWin: number;
}

/** Throws TOURNAMENT.INVALID_SCORE unless the sets show `winningTeam` winning the match. */
export function validateScore(winningTeam: number, setScores: readonly SetScore[], setsToWin?: number): ValidScore {
  if (winningTeam !== 1 && winningTeam !== 2)
    throw tournamentErrors.invalidScore('the winning team must be team 1 or team 2.');
  const target = setsToWin ?? DEFAULT_SETS_TO_WIN;
  if (!Number.isInteger(target) || target < MIN_SETS_TO_WIN || target > MAX_SETS_TO_WIN) {
    throw tournamentErrors.setsToWinRange();
  }
  if (!Array.isArray(setScores) || setScores.length === 0)
    throw tournamentErrors.invalidScore('enter the score of each set.');
  const won = { 1: 0, 2: 0 };
  setScores.forEach((set: SetScore, index) => {
    if (!isSetScore(set.team1) || !isSetScore(set.team2)) throw tournamentErrors.setScoreRange();
    if (set.team1 === set.team2) throw tournamentErrors.invalidScore(`set ${index + 1} has no winner.`);
    if (won[1] === target || won[2] === target) {
      throw tournamentErrors.invalidScore('the match was already decided before the last set.');
    }
    won[set.team1 > set.team2 ? 1 : 2] += 1;
  });
  const loser = winningTeam === 1 ? 2 : 1;
  if (won[winningTeam] !== target || won[loser] >= target) {
    throw tournamentErrors.invalidScore(
      `team ${winningTeam} must win ${target} sets to win the match; the sets show ${won[1]}-${won[2]}.`,
    );
  }
  return {
    winningTeam,
    setScores: setScores.map(({ team1, team2 }: SetScore) => ({ team1, team2 })),
    setsToWin: target,
  };
}

const SCORE_LINE = /^\d{1,2}\s*-\s*\d{1,2}(\s*[,;]?\s+\d{1,2}\s*-\s*\d{1,2}|\s*[,;]\s*\d{1,2}\s*-\s*\d{1,2})*$/;

/**
 * A ruling's score line, "6-4, 3-6, 7-5": games per set, Team A's first (the order every screen
 * shows sets in). Throws TOURNAMENT.INVALID_SCORE unless it is such a line and the sets show
 * `winningTeam` winning the match (however many sets it was played to).
 */
export function validateScoreLine(winningTeam: number, line: string): { text: string; setScores: SetScore[] } {
  const text = line.trim();
  if (!SCORE_LINE.test(text))
    throw tournamentErrors.invalidScore("write the games of each set, Team A's first, for example 6-4, 3-6, 7-5.");
  const setScores = parseScoreLine(text);
  const setsWon = setScores.filter((s) => (winningTeam === 1 ? s.team1 > s.team2 : s.team2 > s.team1)).length;
  const setsLost = setScores.filter((s) => (winningTeam === 1 ? s.team1 < s.team2 : s.team2 < s.team1)).length;
  if (setsWon <= setsLost) {
    const [named, other] = winningTeam === 1 ? ['Team A', 'Team B'] : ['Team B', 'Team A'];
    throw tournamentErrors.invalidScore(
      `${text} does not show ${named} winning (Team A's games come first; ${other} won ${setsLost} of its sets).`,
    );
  }
  validateScore(winningTeam, setScores, Math.min(Math.max(setsWon, MIN_SETS_TO_WIN), MAX_SETS_TO_WIN));
  return { text: formatScoreLine(setScores), setScores };
}

/** The sets of a line validateScoreLine accepted (projections read the stored line back with it). */
export function parseScoreLine(text: string): SetScore[] {
  return (text.match(/\d{1,2}\s*-\s*\d{1,2}/g) ?? []).map((set) => {
    const [team1, team2] = set.split('-').map((n) => Number(n.trim()));
    return { team1: team1!, team2: team2! };
  });
}

const formatScoreLine = (sets: readonly SetScore[]) => sets.map((s) => `${s.team1}-${s.team2}`).join(', ');
