import { DollarIcon } from '@/components/ui/icons';
import { usd } from '@/lib/money';
import { percentText, type MoneyRules } from '@/lib/money-rules';
import type { PoolBreakdown } from '../../utils/pool-breakdown';

/** The live money summary of step 1: what each player pays and where the pool goes. */
export function PoolBreakdownPanel({ breakdown, rules }: { breakdown: PoolBreakdown; rules: MoneyRules }) {
  const b = breakdown;
  const evenSplit = b.firstWinnerCents === b.secondWinnerCents;
  return (
    <section className="panel pool-panel" aria-labelledby="pool-breakdown-title">
      <h2 id="pool-breakdown-title" className="panel__title">
        <DollarIcon size={18} /> Where the Money Goes
      </h2>
      <dl className="money-list" data-testid="pool-breakdown">
        <div>
          <dt>Entry fee per player</dt>
          <dd>{usd(b.entryFeeCents)}</dd>
        </div>
        <div>
          <dt>Entry fees ({rules.tournament.playersPerTournament} players)</dt>
          <dd>{usd(b.poolCents)}</dd>
        </div>
        <div>
          <dt>Platform fee ({percentText(rules.tournament.platformFeeBasisPoints)})</dt>
          <dd>-{usd(b.platformFeeCents)}</dd>
        </div>
        <div>
          <dt>Paid to the winning pair</dt>
          <dd className="text-green">{usd(b.winnersPoolCents)}</dd>
        </div>
        <div>
          <dt>Prize (each winner)</dt>
          <dd className="text-green">
            {evenSplit ? usd(b.firstWinnerCents) : `${usd(b.firstWinnerCents)} / ${usd(b.secondWinnerCents)}`}
          </dd>
        </div>
        {b.courtFeeCents > 0 && (
          <div>
            <dt>Court share per player</dt>
            <dd>{usd(b.courtShareCents)}</dd>
          </div>
        )}
        <div className="money-list__total">
          <dt>Total per player</dt>
          <dd>{usd(b.totalPerPlayerCents)}</dd>
        </div>
      </dl>
      {!evenSplit && <p className="muted small">The odd cent goes to the winner in Player 1 of the winning team.</p>}
    </section>
  );
}
