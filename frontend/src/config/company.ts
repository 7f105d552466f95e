/**
 * Operator details shown on the support and legal pages.
 * Placeholders until the operator supplies the registered values.
 */
export const COMPANY = {
  legalName: 'CourtCash (Pvt) Ltd',
  form: 'Private limited company',
  city: 'Lahore, Pakistan',
  registration: 'Registered with the Securities and Exchange Commission of Pakistan (SECP)',
  taxId: 'National Tax Number (NTN) available on request',
  legalCounsel: 'Independent counsel in Lahore, Pakistan',
  founded: 2024,
} as const;
