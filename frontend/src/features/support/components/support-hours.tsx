import { ClockIcon } from '@/components/ui/icons';

const HOURS: [string, string][] = [
  ['Monday - Friday', '9:00 AM - 6:00 PM'],
  ['Saturday', '10:00 AM - 4:00 PM'],
  ['Sunday', 'Closed'],
];

/** Opening hours; the support page states the time zone (PKT), the contact page does not. */
export function SupportHours({ timeZone }: { timeZone?: string }) {
  return (
    <section className="card info-card" aria-labelledby="support-hours-title">
      <h2 id="support-hours-title" className="info-card__title">
        <ClockIcon size={18} /> Support Hours
      </h2>
      <dl className="hours">
        {HOURS.map(([days, time]) => (
          <div key={days}>
            <dt>{days}</dt>
            <dd>{time === 'Closed' || !timeZone ? time : `${time} ${timeZone}`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
