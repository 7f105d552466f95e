import { Link } from 'react-router-dom';
import { InfoIcon } from '@/components/ui/icons';

export function NotFoundRoute() {
  return (
    <section className="container page">
      <div className="card not-found">
        <span className="icon-badge icon-badge--red icon-badge--lg">
          <InfoIcon />
        </span>
        <h1>404 Page Not Found</h1>
        <p className="muted">Did you forget to add the page to the router?</p>
        <Link to="/" className="btn btn--outline">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
