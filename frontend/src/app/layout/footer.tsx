import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from '@/components/ui/icons';
import { BRAND_NAME, COPYRIGHT_YEAR, TAGLINE } from '@/config/brand';
import { Brand } from './navbar';

/** Placeholders that go nowhere yet (social links: no accounts exist), per the spec. */
const placeholder = (event: MouseEvent) => event.preventDefault();

function SignedInOnlyLink({ to, signedIn, children }: { to: string; signedIn: boolean; children: ReactNode }) {
  // A signed-out visitor is sent through the server's login route instead.
  return signedIn ? <Link to={to}>{children}</Link> : <a href="/api/login">{children}</a>;
}

export function Footer({ signedIn }: { signedIn: boolean }) {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Brand />
          <p className="muted small">
            {TAGLINE}. Skill-based padel and pickleball doubles for players 18 and over. Not gambling.
          </p>
          <div className="footer__social">
            <a href="#" onClick={placeholder} aria-label="Twitter" className="icon-button">
              <TwitterIcon size={18} />
            </a>
            <a href="#" onClick={placeholder} aria-label="Instagram" className="icon-button">
              <InstagramIcon size={18} />
            </a>
            <a href="#" onClick={placeholder} aria-label="Facebook" className="icon-button">
              <FacebookIcon size={18} />
            </a>
            <a href="#" onClick={placeholder} aria-label="LinkedIn" className="icon-button">
              <LinkedInIcon size={18} />
            </a>
          </div>
        </div>
        <nav className="footer__column" aria-label="Play">
          <h2 className="footer__heading">Play</h2>
          <SignedInOnlyLink to="/?sport=padel" signedIn={signedIn}>
            Padel Tournaments
          </SignedInOnlyLink>
          <SignedInOnlyLink to="/?sport=pickleball" signedIn={signedIn}>
            Pickleball Events
          </SignedInOnlyLink>
          <SignedInOnlyLink to="/my-games" signedIn={signedIn}>
            My Tournaments
          </SignedInOnlyLink>
        </nav>
        <nav className="footer__column" aria-label="Company">
          <h2 className="footer__heading">Company</h2>
          <Link to="/about">About</Link>
          <Link to="/contact">Contact &amp; Support</Link>
          <Link to="/investor">For Investors</Link>
          <Link to="/admin/login">Admin</Link>
        </nav>
      </div>
      <div className="container footer__bottom">
        <span>
          © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.
        </span>
        <span className="footer__legal">
          <Link to="/terms-of-service">Terms</Link>
          <Link to="/privacy-policy">Privacy</Link>
          <Link to="/cookie-policy">Cookies</Link>
        </span>
      </div>
    </footer>
  );
}
