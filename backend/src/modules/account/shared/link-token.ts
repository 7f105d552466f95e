import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): what the e-mailed link carries. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored (events and read tables): a leaked database does not hand out sign-ins. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Anything else is refused before any read. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
