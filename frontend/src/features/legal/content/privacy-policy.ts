import type { LegalDocumentContent } from './types';

export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Privacy Policy',
  intro: 'This policy explains what personal data CourtCash collects, why, and the choices you have.',
  sections: [
    {
      title: 'Data We Collect',
      bullets: [
        'Account details: name, e-mail address and password (stored only as a secure hash).',
        'Profile details you choose to add: phone number, city, bio, playing experience and ratings.',
        'Wallet and payment records: deposits, withdrawals, entry fees, prizes and the bank details you give us for withdrawals.',
        'Tournament activity: matches created and joined, teams, results and rankings.',
        'Technical data: device and browser information and cookies (see the Cookie Policy).',
      ],
    },
    {
      title: 'How We Use Your Data',
      bullets: [
        'to run your account, your wallet and your tournaments;',
        'to verify your identity and prevent fraud and money laundering;',
        'to process deposits and withdrawals with our banking partners;',
        'to show leaderboards and stats to other players;',
        'to answer support requests and tell you about important changes.',
      ],
    },
    {
      title: 'Sharing',
      paragraphs: [
        'We never sell your personal data. We share it only with payment and banking partners to move money, with service providers who host and operate the platform under contract, and with authorities when the law requires it. Your name, rating and results are visible to other players.',
      ],
    },
    {
      title: 'Retention',
      paragraphs: [
        'We keep account data while your account is open. Financial records are kept for as long as the law requires after the account closes.',
      ],
    },
    {
      title: 'Your Rights',
      paragraphs: [
        'You can ask for a copy of your data, ask us to correct it, or ask us to delete it where we are not required to keep it. Contact the support team to make a request.',
      ],
    },
    {
      title: 'Security',
      paragraphs: [
        'Data is sent over encrypted connections, passwords are hashed, and access to financial data is restricted to the staff who need it.',
      ],
    },
  ],
};
