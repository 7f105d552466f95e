import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ChartIcon,
  DollarIcon,
  PlusIcon,
  RacketIcon,
  ShieldIcon,
  TrophyIcon,
  UsersIcon,
  ZapIcon,
} from '@/components/ui/icons';
import './landing-sections.css';

const STEPS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Create Tournament',
    text: 'Pick padel or pickleball, a court, a time and the entry fee. You are in as Team A, Player 1.',
    icon: <PlusIcon />,
  },
  {
    title: 'Play & Compete',
    text: 'Invite three players, split into two teams of two and play your match on court.',
    icon: <RacketIcon />,
  },
  {
    title: 'Win & Get Paid',
    text: 'The winning pair shares the prize pool, paid straight into their wallets.',
    icon: <TrophyIcon />,
  },
];

const FEATURES: { title: string; text: string; icon: ReactNode; tone: string }[] = [
  {
    title: 'Instant Setup',
    text: 'A match is ready in under 60 seconds. No paperwork, no organiser.',
    icon: <ZapIcon />,
    tone: 'green',
  },
  {
    title: 'Real Money Prizes',
    text: 'Every player pays in from their wallet; winners take the pool.',
    icon: <DollarIcon />,
    tone: 'amber',
  },
  {
    title: 'Play With Friends',
    text: 'Invite your regular partners by link, e-mail or phone.',
    icon: <UsersIcon />,
    tone: 'blue',
  },
  {
    title: 'Track Your Stats',
    text: 'Wins, earnings, win rate and your spot on the leaderboard.',
    icon: <ChartIcon />,
    tone: 'purple',
  },
];

const BENEFITS: { title: string; text: string; icon: ReactNode }[] = [
  { title: 'Win Real Money', text: 'Skill-based prizes, not gambling', icon: <TrophyIcon /> },
  { title: 'Instant Setup', text: 'Ready to play in under 60 seconds', icon: <ZapIcon /> },
  { title: 'Secure & Safe', text: 'Secure payments and a protected wallet', icon: <ShieldIcon /> },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" className="landing-section">
      <div className="container">
        <header className="landing-section__header">
          <span className="eyebrow">Three steps</span>
          <h2>How It Works</h2>
          <p className="muted">From sign-up to payout without leaving the court.</p>
        </header>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step__number">{index + 1}</span>
              <span className="icon-badge icon-badge--green icon-badge--lg">{step.icon}</span>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function WhySection() {
  return (
    <section className="landing-section landing-section--alt">
      <div className="container">
        <header className="landing-section__header">
          <span className="eyebrow">Built for players</span>
          <h2>Why Players Choose CourtCash</h2>
          <p className="muted">Everything you need to make every match count.</p>
        </header>
        <div className="feature-grid">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="feature">
              <span className={`icon-badge icon-badge--${feature.tone} icon-badge--lg`}>{feature.icon}</span>
              <h3>{feature.title}</h3>
              <p className="muted">{feature.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export function BenefitsStrip() {
  return (
    <section className="benefits" aria-label="Benefits">
      <div className="container benefits__inner">
        {BENEFITS.map((benefit) => (
          <div key={benefit.title} className="benefit">
            <span className="benefit__icon">{benefit.icon}</span>
            <div>
              <div className="benefit__title">{benefit.title}</div>
              <div className="benefit__text">{benefit.text}</div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

export function FinalCta() {
  return (
    <section className="landing-section">
      <div className="container">
        <div className="cta-card">
          <h2>Ready to play for real?</h2>
          <p>
            Join free, set up your first match in under 60 seconds and start turning wins into cash. Players must be 18
            or older. Matches are skill-based competitions, not gambling.
          </p>
          <Link to="/auth" className="btn btn--primary btn--lg">
            Create Your Account
          </Link>
        </div>
      </div>
    </section>
  );
}
