import { Link } from 'react-router-dom';
import { CalendarIcon } from '@/components/ui/icons';
import { COMPANY } from '@/config/company';
import { SUPPORT_EMAIL } from '@/config/brand';
import type { LegalDocumentContent } from '../content/types';
import './legal-document.css';

export const LEGAL_LAST_UPDATED = 'January 19, 2025';

export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <article className="container page legal">
      <header className="legal__header">
        <h1>{content.title}</h1>
        <p className="muted">{content.intro}</p>
        <p className="legal__updated">
          <CalendarIcon size={16} /> Last updated: {LEGAL_LAST_UPDATED}
        </p>
      </header>
      <ol className="legal__sections">
        {content.sections.map((section) => (
          <li key={section.title} className="legal__section">
            <h2>{section.title}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.bullets && (
              <ul>
                {section.bullets.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <footer className="legal__footer">
        <p>
          Questions about this document? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
          <Link to="/support">Support Center</Link>.
        </p>
        <p className="muted small">
          {COMPANY.legalName} · {COMPANY.form} · {COMPANY.city}
        </p>
        <nav className="legal__links" aria-label="Legal documents">
          <Link to="/terms-of-service">Terms of Service</Link>
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/cookie-policy">Cookie Policy</Link>
          <Link to="/legal-conditions">Legal Conditions</Link>
        </nav>
      </footer>
    </article>
  );
}
