/**
 * The public invitation page is open to anyone holding the link (links get forwarded), so it shows
 * only enough of the contact for the invited person to recognise it: j***@e***.com, ***-***-1234.
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.'); // split always answers at least one part
  const tld = labels.length > 1 ? `.${labels[labels.length - 1]}` : '';
  return `${[...local][0]}***@${[...labels[0]!][0] ?? ''}***${tld}`;
}

export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `***-***-${digits.slice(-4)}` : '***';
}
