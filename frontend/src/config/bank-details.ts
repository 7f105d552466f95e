/**
 * The product's receiving bank account, shown for manual bank-transfer deposits.
 * Placeholder values until the operator supplies the real account.
 */
export const BANK_DETAILS = {
  bankName: 'Meezan Bank',
  accountTitle: 'CourtCash (Pvt) Ltd',
  accountNumber: '0123-4567890123',
  iban: 'PK36MEZN0001230104567890',
} as const;

export const BANK_DETAIL_ROWS: readonly { label: string; value: string }[] = [
  { label: 'Bank Name', value: BANK_DETAILS.bankName },
  { label: 'Account Title', value: BANK_DETAILS.accountTitle },
  { label: 'Account Number', value: BANK_DETAILS.accountNumber },
  { label: 'IBAN', value: BANK_DETAILS.iban },
];
