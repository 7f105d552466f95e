import { BANK_WITHDRAWAL_TIME } from '@/lib/processing-times';
import type { LegalDocumentContent } from './types';

export const LEGAL_CONDITIONS: LegalDocumentContent = {
  title: 'Legal Conditions',
  intro: 'Company information and the conditions that apply to money held and moved on CourtCash.',
  sections: [
    {
      title: 'Operator',
      paragraphs: [
        'CourtCash is operated by CourtCash (Pvt) Ltd, a private limited company based in Lahore, Pakistan.',
      ],
    },
    {
      title: 'Nature of the Service',
      paragraphs: [
        'CourtCash hosts skill-based doubles competitions in padel and pickleball. It is not a gambling service. Prizes come from the entry fees of the players in each tournament.',
      ],
    },
    {
      title: 'Money Movements',
      bullets: [
        'Minimum deposit: $10 USD by bank transfer.',
        `Withdrawal fee: 2.5%; withdrawals are approved manually and take ${BANK_WITHDRAWAL_TIME}.`,
        'Maximum daily withdrawal: $10,000 USD, higher after enhanced verification.',
        'Entry fees are generally non-refundable once a tournament begins.',
      ],
    },
    {
      title: 'Verification and Compliance',
      paragraphs: [
        'We may ask for identity documents before processing deposits or withdrawals, and may suspend accounts while checks are carried out, to meet anti-fraud and anti-money-laundering obligations.',
      ],
    },
    {
      title: 'Support and Complaints',
      paragraphs: [
        'E-mails to our support team are answered within 24 to 48 hours. Disputes that cannot be settled through support go to arbitration in Lahore under Pakistani law.',
      ],
    },
  ],
};
