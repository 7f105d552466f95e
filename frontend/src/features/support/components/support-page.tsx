import type { ReactNode } from 'react';
import { BuildingIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon } from '@/components/ui/icons';
import { OFFICE_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/config/brand';
import { COMPANY } from '@/config/company';
import { SupportHours } from './support-hours';

const TOPICS: { title: string; items: string[] }[] = [
  {
    title: 'Account & Login Issues',
    items: ['Resetting your password', 'Updating your profile', 'Identity verification'],
  },
  {
    title: 'Deposits & Withdrawals',
    items: ['Bank transfer deposits (minimum $10)', 'Withdrawal fee (2.5%) and timing', 'Missing or delayed payments'],
  },
  { title: 'Tournament Issues', items: ['Creating and joining matches', 'Reporting results', 'Disputes and refunds'] },
  { title: 'Technical Problems', items: ['Pages not loading', 'Payment form errors', 'Browser and device support'] },
];

const QUICK_ACTIONS = ['Account Issue', 'Payment Issue', 'Tournament Dispute', 'Technical Problem'];

const mailto = (subject: string) => `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="card contact-card">
      <span className="icon-badge icon-badge--green">{icon}</span>
      <h2 className="info-card__title">{title}</h2>
      <div className="muted">{children}</div>
    </div>
  );
}

export function SupportPage() {
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Support Center</h1>
        <p className="muted">We're here to help with your account, your wallet and your tournaments.</p>
      </header>

      <div className="card-grid card-grid--3">
        <ContactCard icon={<MailIcon />} title="Email Support">
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          <p className="small">Replies within 24-48 hours</p>
        </ContactCard>
        <ContactCard icon={<PhoneIcon />} title="Phone Support">
          <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
          <p className="small">During support hours</p>
        </ContactCard>
        <ContactCard icon={<MapPinIcon />} title="Office Address">
          {OFFICE_ADDRESS}
        </ContactCard>
      </div>

      <section className="section-block" aria-labelledby="topics-title">
        <h2 id="topics-title" className="section__title">
          Common Topics
        </h2>
        <div className="card-grid card-grid--2">
          {TOPICS.map((topic) => (
            <div key={topic.title} className="card info-card">
              <h3 className="info-card__title">{topic.title}</h3>
              <ul className="info-list">
                {topic.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <div className="card-grid card-grid--2 section-block">
        <div className="stack">
          <SupportHours timeZone="PKT" />
          <p className="notice">
            <ShieldIcon size={18} />
            <span>
              Urgent issue with a payment or a suspected account breach? E-mail{' '}
              <a href={mailto('URGENT')}>{SUPPORT_EMAIL}</a> with "URGENT" in the subject line.
            </span>
          </p>
        </div>
        <section className="card info-card" aria-labelledby="quick-actions-title">
          <h2 id="quick-actions-title" className="info-card__title">
            Quick Actions
          </h2>
          <div className="quick-actions">
            {QUICK_ACTIONS.map((subject) => (
              <a key={subject} href={mailto(subject)} className="btn btn--outline">
                {subject}
              </a>
            ))}
          </div>
        </section>
      </div>

      <section className="card info-card section-block" aria-labelledby="company-title">
        <h2 id="company-title" className="info-card__title">
          <BuildingIcon size={18} /> Company Information
        </h2>
        <dl className="facts">
          <div>
            <dt>Company</dt>
            <dd>
              {COMPANY.legalName}, {COMPANY.city}
            </dd>
          </div>
          <div>
            <dt>Registration</dt>
            <dd>{COMPANY.registration}</dd>
          </div>
          <div>
            <dt>Tax ID</dt>
            <dd>{COMPANY.taxId}</dd>
          </div>
          <div>
            <dt>Legal Counsel</dt>
            <dd>{COMPANY.legalCounsel}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
