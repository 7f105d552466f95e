import { Link } from 'react-router-dom';
import { ArrowRightIcon, CheckIcon, RacketIcon, TrophyIcon, UsersIcon } from '@/components/ui/icons';
import { StatusBadge } from '@/components/ui/status-badge';
import './hero.css';

const CLAIMS = ['Free to join', 'Secure payments', 'Prizes paid to your wallet'];

export function Hero() {
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__copy">
          <span className="eyebrow">
            <RacketIcon size={16} /> Padel &amp; Pickleball · 2 vs 2
          </span>
          <h1 className="hero__title">
            Turn Your Padel Skills Into <span className="text-gradient">Cash</span>
          </h1>
          <p className="hero__lead">
            Create a 4-player doubles match in under 60 seconds, put a small entry fee on the line and play for a real
            cash prize that lands straight in your wallet. Track every win, your earnings and your place on the
            leaderboard.
          </p>
          <div className="hero__actions">
            <Link to="/auth" className="btn btn--primary btn--lg">
              Start Earning Today <ArrowRightIcon size={18} />
            </Link>
            <a href="#how-it-works" className="btn btn--ghost btn--lg">
              How It Works
            </a>
          </div>
          <ul className="hero__claims">
            {CLAIMS.map((claim) => (
              <li key={claim}>
                <CheckIcon size={16} /> {claim}
              </li>
            ))}
          </ul>
        </div>

        <div className="hero__visual" aria-hidden="true">
          <div className="preview-card">
            <div className="preview-card__top">
              <span className="sport-badge sport-badge--padel">
                <RacketIcon />
              </span>
              <div>
                <div className="preview-card__name">Saturday Doubles</div>
                <div className="muted small">Padel · Downtown Club</div>
              </div>
              <StatusBadge status="waiting" />
            </div>
            <div className="preview-card__teams">
              <div className="preview-team">
                <span className="preview-team__label">Team A</span>
                <span className="avatar avatar--sm">A</span>
                <span className="avatar avatar--sm">M</span>
              </div>
              <span className="preview-vs">VS</span>
              <div className="preview-team">
                <span className="preview-team__label">Team B</span>
                <span className="avatar avatar--sm">J</span>
                <span className="avatar avatar--sm avatar--empty">
                  <UsersIcon size={14} />
                </span>
              </div>
            </div>
            <div className="preview-card__prize">
              <TrophyIcon size={18} />
              <span>Winners' pool</span>
              <strong>$95.00</strong>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
