import { CheckIcon } from '@/components/ui/icons';
import { TAGLINE } from '@/config/brand';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { Brand } from '../layout/navbar';
import './auth.css';

const POINTS = ['Free to join', 'Matches set up in under 60 seconds', 'Secure payments, prizes paid to your wallet'];

export function AuthRoute() {
  return (
    <div className="auth-page">
      <div className="auth-page__aside">
        <Brand />
        <div className="auth-page__pitch">
          <h1>{TAGLINE}</h1>
          <p className="muted">
            Create and join paid 2 vs 2 padel and pickleball matches. Winners are paid straight into their wallet.
          </p>
          <ul className="check-list">
            {POINTS.map((point) => (
              <li key={point}>
                <CheckIcon size={16} /> {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="muted small">Players must be 18 or older. Skill-based competition, not gambling.</p>
      </div>
      <div className="auth-page__main">
        <div className="card auth-card">
          <div className="auth-card__brand">
            <Brand />
          </div>
          <h2 className="auth-card__title">Welcome</h2>
          <p className="muted auth-card__subtitle">Sign in to your account or create a new one to start playing.</p>
          <AuthTabs />
        </div>
      </div>
    </div>
  );
}
