export interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

/** Format checks only: the (simulated) processor decides whether the card pays. */
export function validateCardFields(fields: CardFields): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = fields.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = 'Enter a valid card number';
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(fields.expiry.trim())) errors.expiry = 'Enter the expiry as MM/YY';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit CVC';
  return errors;
}
