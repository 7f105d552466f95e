import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { InfoIcon } from './icons';

type Tone = 'blue' | 'green' | 'amber' | 'purple' | 'red';

/** An empty or failed list: an optional tinted icon, a heading, then the explanation and what to do next. */
export function EmptyState({
  title,
  icon,
  tone = 'green',
  children,
}: {
  title: ReactNode;
  icon?: ReactNode;
  tone?: Tone;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      {icon && <span className={`icon-badge icon-badge--${tone} icon-badge--lg`}>{icon}</span>}
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** A whole page for something that is not there (a bad link, a removed tournament, a route nobody added). */
export function NotFoundPage({
  title,
  description,
  linkLabel = 'Back to Home',
}: {
  title: string;
  description: string;
  linkLabel?: string;
}) {
  return (
    <section className="container page">
      <div className="card not-found">
        <span className="icon-badge icon-badge--red icon-badge--lg">
          <InfoIcon />
        </span>
        <h1>{title}</h1>
        <p className="muted">{description}</p>
        <Link to="/" className="btn btn--outline">
          {linkLabel}
        </Link>
      </div>
    </section>
  );
}
