import type { TournamentDetail } from '@/types/api';
import { usd } from '@/lib/money';
import { feesOf } from '../../utils/tournament-view';

export function MoneyBreakdown({ tournament }: { tournament: TournamentDetail }) {
  const fees = feesOf(tournament);
  return (
    <section className="panel" aria-labelledby="money-title">
      <h2 id="money-title" className="panel__title">
        Money
      </h2>
      <dl className="money-list">
        <div>
          <dt>Entry fee</dt>
          <dd>{usd(fees.entryFeeCents)}</dd>
        </div>
        <div>
          <dt>Court share</dt>
          <dd>{usd(fees.courtShareCents)}</dd>
        </div>
        {fees.courtRoundingCents > 0 && (
          <div>
            <dt>Court-fee rounding (of the 4 shares, kept by the platform)</dt>
            <dd>{usd(fees.courtRoundingCents)}</dd>
          </div>
        )}
        <div className="money-list__total">
          <dt>Total per player</dt>
          <dd>{usd(fees.totalPerPlayerCents)}</dd>
        </div>
        <div>
          <dt>Entry fees (4 players)</dt>
          <dd>{usd(fees.poolCents)}</dd>
        </div>
        <div>
          <dt>Platform fee (5%)</dt>
          <dd>-{usd(fees.platformFeeCents)}</dd>
        </div>
        <div>
          <dt>Prize (each winner)</dt>
          <dd className="text-green">{usd(fees.prizePerWinnerCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
