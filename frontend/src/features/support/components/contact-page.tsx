import { useState, type FormEvent } from 'react';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { OFFICE_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/config/brand';
import { getErrorMessage } from '@/lib/errors';
import { useSendSupportMessage } from '../api/send-support-message';
import { SupportHours } from './support-hours';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;

const TOPICS = [
  'Creating and joining tournaments',
  'Deposits, withdrawals and fees',
  'Reporting results and disputes',
  'Account, login and verification',
];

export function ContactPage() {
  const [values, setValues] = useState(EMPTY);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const send = useSendSupportMessage();
  const [error, setError] = useState<string | null>(null);

  // Says "sent" only once the server has stored the message; on a refusal the text stays for a retry.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Message sent!', description: "We'll get back to you within 24 hours." });
        setValues(EMPTY);
      },
      onError: (err) => setError(getErrorMessage(err)),
    });
  };

  return (
    <div className="container page">
      <header className="page-header">
        <h1>Contact &amp; Support</h1>
        <p className="muted">Questions about a match, your wallet or your account? We answer within 24 hours.</p>
      </header>
      <div className="two-column">
        <form className="card form" onSubmit={onSubmit} aria-label="Contact form">
          <div className="form__row">
            <div className="field">
              <label htmlFor="contact-name">Name</label>
              <input id="contact-name" autoComplete="name" required value={values.name} onChange={set('name')} />
            </div>
            <div className="field">
              <label htmlFor="contact-email">Email</label>
              <input
                id="contact-email"
                type="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={set('email')}
              />
            </div>
          </div>
          <div className="field">
            <label htmlFor="contact-subject">Subject</label>
            <input id="contact-subject" required value={values.subject} onChange={set('subject')} />
          </div>
          <div className="field">
            <label htmlFor="contact-message">Message</label>
            <textarea id="contact-message" required value={values.message} onChange={set('message')} />
          </div>
          {error && (
            <p role="alert" className="error-text">
              Your message was not sent: {error}
            </p>
          )}
          <button type="submit" className="btn btn--primary btn--lg" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </button>
        </form>

        <aside className="stack">
          <section className="card info-card" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="info-card__title">
              Get in Touch
            </h2>
            <ul className="contact-list">
              <li>
                <MapPinIcon size={18} /> {OFFICE_ADDRESS}
              </li>
              <li>
                <MailIcon size={18} /> <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
              <li>
                <PhoneIcon size={18} /> <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
              </li>
            </ul>
            <p className="muted small">We respond to every message within 24 hours.</p>
          </section>
          <SupportHours />
          <section className="card info-card" aria-labelledby="contact-topics-title">
            <h2 id="contact-topics-title" className="info-card__title">
              Common Questions
            </h2>
            <ul className="info-list">
              {TOPICS.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
