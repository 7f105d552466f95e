import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlusIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import type { TournamentDetail } from '@/types/api';
import { useReportResult } from '../../api/report-result';
import { checkResult, MAX_GAMES_PER_SET, MAX_SETS, type SetRow } from '../../utils/result-form';
import { notifyActionError } from './notify-error';

const EMPTY_ROWS: SetRow[] = [
  { team1: '', team2: '' },
  { team1: '', team2: '' },
];

/** A participant reports the winner and the set scores while the match is live. */
export function ReportResultForm({ tournament }: { tournament: TournamentDetail }) {
  const navigate = useNavigate();
  const [winningTeam, setWinningTeam] = useState('');
  const [rows, setRows] = useState<SetRow[]>(EMPTY_ROWS);
  const [error, setError] = useState<string | null>(null);

  const report = useReportResult(tournament.id, {
    onSuccess: () => toast({ title: 'Result Reported', description: 'The other team now confirms or disputes it.' }),
    onError: (err) => notifyActionError(err, 'Report Failed', navigate),
  });

  const setScore = (index: number, team: keyof SetRow, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [team]: value } : row)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkResult(winningTeam, rows);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    report.mutate(check.payload);
  };

  return (
    <section className="card stack" aria-labelledby="report-title">
      <h2 id="report-title" className="card__title">
        Report Result
      </h2>
      <p className="muted small">
        Enter the games of each set (0-7). A player of the other team confirms or disputes it.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Match result">
        <div className="field">
          <label htmlFor="winning-team">Winning Team</label>
          <select id="winning-team" value={winningTeam} onChange={(e) => setWinningTeam(e.target.value)}>
            <option value="">Select the winner</option>
            <option value="1">Team A</option>
            <option value="2">Team B</option>
          </select>
        </div>
        <table className="sets-table">
          <thead>
            <tr>
              <th scope="col">Set</th>
              <th scope="col">Team A</th>
              <th scope="col">Team B</th>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                {(['team1', 'team2'] as const).map((team) => (
                  <td key={team}>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={MAX_GAMES_PER_SET}
                      step={1}
                      aria-label={`Set ${index + 1} ${team === 'team1' ? 'Team A' : 'Team B'} games`}
                      value={row[team]}
                      onChange={(e) => setScore(index, team, e.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={`Remove set ${index + 1}`}
                    disabled={rows.length <= 1}
                    onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={rows.length >= MAX_SETS}
          onClick={() => setRows((current) => [...current, { team1: '', team2: '' }])}
        >
          <PlusIcon size={14} /> Add Set
        </button>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={report.isPending}>
          {report.isPending ? 'Reporting...' : 'Report Result'}
        </button>
      </form>
    </section>
  );
}
