import { COOKIE_POLICY } from '../content/cookie-policy';
import { LEGAL_CONDITIONS } from '../content/legal-conditions';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { TERMS_OF_SERVICE } from '../content/terms-of-service';
import { LegalDocument } from './legal-document';

export const TermsOfServicePage = () => <LegalDocument content={TERMS_OF_SERVICE} />;
export const PrivacyPolicyPage = () => <LegalDocument content={PRIVACY_POLICY} />;
export const CookiePolicyPage = () => <LegalDocument content={COOKIE_POLICY} />;
export const LegalConditionsPage = () => <LegalDocument content={LEGAL_CONDITIONS} />;
