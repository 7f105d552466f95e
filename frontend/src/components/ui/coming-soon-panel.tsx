import { ClockIcon } from './icons';

/** Stand-in for a screen that a later issue builds. */
export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <section className="container page">
      <div className="card coming-soon">
        <span className="coming-soon__icon">
          <ClockIcon size={28} />
        </span>
        <h1 className="coming-soon__title">{title}</h1>
        <p className="muted">This screen is being built and will be available soon.</p>
      </div>
    </section>
  );
}
