import type { LegalDocumentContent } from './types';

export const COOKIE_POLICY: LegalDocumentContent = {
  title: 'Cookie Policy',
  intro: 'CourtCash uses a small number of cookies to keep you signed in and to improve the product.',
  sections: [
    {
      title: 'What Cookies Are',
      paragraphs: [
        'Cookies are small text files stored by your browser. They let a site remember you between visits and between pages.',
      ],
    },
    {
      title: 'Cookies We Use',
      bullets: [
        'Authentication cookies keep you signed in. They last 7 days.',
        'Preference cookies remember your settings. They last 1 year.',
        'Analytics cookies help us understand how the product is used. They last 2 years.',
      ],
    },
    {
      title: 'Managing Cookies',
      paragraphs: [
        'You can block or delete cookies in your browser settings. Without authentication cookies you cannot stay signed in.',
      ],
    },
  ],
};
