import { Link } from 'react-router-dom';
import { ShieldIcon, TargetIcon, UsersIcon, ZapIcon } from '@/components/ui/icons';
import { COMPANY } from '@/config/company';

const VALUES = [
  {
    title: 'Skill First',
    text: 'Every match is decided on court. Skill-based competition, never gambling.',
    icon: <TargetIcon />,
  },
  { title: 'Fair & Secure', text: 'Clear fees, a protected wallet and verified players.', icon: <ShieldIcon /> },
  { title: 'Community', text: 'Built for the players who keep the local padel scene alive.', icon: <UsersIcon /> },
  {
    title: 'Fast',
    text: "A match is set up in under 60 seconds; prizes reach the winners' wallets once the result is confirmed.",
    icon: <ZapIcon />,
  },
];

export function AboutPage() {
  return (
    <div className="container page">
      <header className="page-header page-header--center">
        <span className="eyebrow">Founded {COMPANY.founded}</span>
        <h1>About CourtCash</h1>
        <p className="muted">
          We turn the weekly doubles game into something worth playing for: real stakes, real prizes and a record of
          every win.
        </p>
      </header>

      <section className="card prose section-block" aria-labelledby="story-title">
        <h2 id="story-title">Our Story</h2>
        <p>
          CourtCash started in Lahore in {COMPANY.founded} with a simple observation: the best padel players we knew
          were already playing for bragging rights every week. We built a platform that lets them put a small, fair
          entry fee on the line and have the winners paid automatically.
        </p>
        <p>
          Every match is four players in two teams of two, the fees are published up front, and the winning pair shares
          the pool.
        </p>
      </section>

      <section className="section-block" aria-labelledby="values-title">
        <h2 id="values-title" className="section__title">
          What We Stand For
        </h2>
        <div className="feature-grid">
          {VALUES.map((value) => (
            <article key={value.title} className="feature">
              <span className="icon-badge icon-badge--green icon-badge--lg">{value.icon}</span>
              <h3>{value.title}</h3>
              <p className="muted">{value.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="cta-card section-block">
        <h2>Ready to play?</h2>
        <p>Set up your first match in under 60 seconds, or get in touch with the team.</p>
        <div className="hero__actions">
          <Link to="/" className="btn btn--primary btn--lg">
            Start Playing
          </Link>
          <Link to="/contact" className="btn btn--ghost btn--lg">
            Contact Us
          </Link>
        </div>
      </section>
    </div>
  );
}
