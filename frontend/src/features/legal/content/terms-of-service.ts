import { BANK_WITHDRAWAL_TIME } from '@/lib/processing-times';
import type { LegalDocumentContent } from './types';

export const TERMS_OF_SERVICE: LegalDocumentContent = {
  title: 'Terms of Service',
  intro:
    'These terms govern your use of CourtCash, a platform for organising and joining paid padel and pickleball doubles tournaments. By creating an account you agree to them.',
  sections: [
    {
      title: 'Eligibility',
      paragraphs: ['To use CourtCash you must:'],
      bullets: [
        'be 18 years of age or older;',
        'have the legal capacity to enter into a binding agreement;',
        'live in a jurisdiction where taking part in skill-based competitions for prizes is legal;',
        'provide accurate identity information and complete identity verification when we ask for it.',
      ],
    },
    {
      title: 'Skill-Based Competition',
      paragraphs: [
        'Tournaments on CourtCash are skill-based competitions between players, not gambling. The outcome of a match depends on the skill of the players taking part. CourtCash does not take part in matches and does not set odds.',
      ],
    },
    {
      title: 'Your Account',
      paragraphs: [
        'You are responsible for keeping your login details safe and for everything done with your account. One person may hold one account. Tell us at once if you believe your account has been used without your permission.',
      ],
    },
    {
      title: 'Wallet, Deposits and Withdrawals',
      bullets: [
        'Balances are held in US dollars (USD).',
        'The minimum deposit is $10 USD, made by bank transfer to our account with a Pakistani bank.',
        `Withdrawals carry a 2.5% fee, need manual approval and usually take ${BANK_WITHDRAWAL_TIME}.`,
        'The maximum daily withdrawal is $10,000 USD; higher limits are available after enhanced verification.',
      ],
    },
    {
      title: 'Tournaments, Entry Fees and Prizes',
      paragraphs: [
        'Each tournament is a doubles match for exactly 4 players in two teams of two. Every player pays the entry fee from their wallet when they join. A platform fee of 5% of the total pool is kept by CourtCash; the rest is paid to the winning team, split equally between its two players.',
        'Entry fees are generally non-refundable once a tournament has begun. Refunds for cancelled tournaments or technical issues are given at our discretion.',
      ],
    },
    {
      title: 'Fair Play',
      paragraphs: [
        'Results must be reported honestly. Collusion, match fixing, multiple accounts and abuse of other players lead to suspension, forfeiture of prizes and closure of the account.',
      ],
    },
    {
      title: 'Limitation of Liability',
      paragraphs: [
        'To the extent the law allows, our total liability to you is limited to the amount you paid to CourtCash in the 12 months before the claim arose.',
      ],
    },
    {
      title: 'Disputes and Governing Law',
      paragraphs: [
        'These terms are governed by the laws of Pakistan. Any dispute that cannot be settled through our support team is resolved by arbitration in Lahore, Pakistan.',
      ],
    },
    {
      title: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms. When we make material changes we will tell you in the app or by e-mail before they take effect.',
      ],
    },
  ],
};
