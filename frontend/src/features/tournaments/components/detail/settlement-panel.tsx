import { TrophyIcon } from '@/components/ui/icons';
import { centsFromApiOrZero } from '@/lib/money';
import { formatDateTime, personName } from '@/lib/tournaments';
import type { TournamentDetail } from '@/types/api';
import { usd } from '@/lib/money';
import { formatSetScores } from '../../utils/result-form';
import { teamLabel } from '../../utils/tournament-view';

/** Where the pool went once the tournament is settled. */
export function SettlementPanel({ tournament }: { tournament: TournamentDetail }) {
  const settlement = tournament.settlement;
  if (tournament.status !== 'completed' || !settlement) return null;
  const nameOf = (userId: string) => personName(tournament.participants.find((p) => p.userId === userId));
  const winningTeam = tournament.winningTeam ?? tournament.result?.winningTeam ?? null;
  const settledAt = formatDateTime(settlement.settledAt);

  return (
    <section className="card stack" aria-labelledby="settlement-title">
      <h2 id="settlement-title" className="card__title">
        <TrophyIcon size={18} /> Settlement
      </h2>
      {winningTeam && (
        <p className="result-summary">
          {teamLabel(winningTeam)} won
          {tournament.result?.setScores.length ? ` ${formatSetScores(tournament.result.setScores)}` : ''}
        </p>
      )}
      <dl className="money-list" aria-label="Settlement breakdown">
        <div>
          <dt>Entry fees (4 players)</dt>
          <dd>{usd(centsFromApiOrZero(settlement.pool))}</dd>
        </div>
        <div>
          <dt>Platform fee (5%)</dt>
          <dd>-{usd(centsFromApiOrZero(settlement.platformFee))}</dd>
        </div>
        {centsFromApiOrZero(settlement.courtFee) > 0 && (
          <div>
            <dt>Court fee (paid to the venue)</dt>
            <dd>{usd(centsFromApiOrZero(settlement.courtFee))}</dd>
          </div>
        )}
        {centsFromApiOrZero(settlement.courtRounding) > 0 && (
          <div>
            <dt>Court-fee rounding (kept by the platform)</dt>
            <dd>{usd(centsFromApiOrZero(settlement.courtRounding))}</dd>
          </div>
        )}
        <div className="money-list__total">
          <dt>Paid to the winning pair</dt>
          <dd className="text-green">{usd(centsFromApiOrZero(settlement.winnersPool))}</dd>
        </div>
      </dl>
      <h3 className="small muted">Payouts</h3>
      <ul className="payout-list">
        {settlement.payouts.map((payout) => (
          <li key={payout.userId}>
            <span>{nameOf(payout.userId)}</span>
            <strong className="text-green">+{usd(centsFromApiOrZero(payout.amount))}</strong>
          </li>
        ))}
      </ul>
      {settledAt && <p className="muted small">Settled {settledAt}</p>}
    </section>
  );
}
