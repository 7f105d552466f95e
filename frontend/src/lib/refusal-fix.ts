import { getErrorCode } from './errors';

/**
 * The page that fixes a refused action, by the refusal's code (issue 20: every refusal links to
 * the page that fixes it). Null when the code has none (the sentence says what to do).
 */
export function refusalFix(error: unknown): { label: string; to: string } | null {
  const code = getErrorCode(error);
  if (!code) return null;
  if (code === 'IDENTITY.VERIFICATION_REQUIRED' || code === 'IDENTITY.VERIFICATION_UNAVAILABLE')
    return { label: 'Verify identity', to: '/account/verification' };
  if (code.startsWith('LIMITS.')) return { label: 'See my limits', to: '/account/limits' };
  if (code === 'ELIGIBILITY.DETAILS_REQUIRED' || code === 'ELIGIBILITY.REGION_RESTRICTED')
    return { label: 'Check my details', to: '/account/verification#details' };
  return null;
}

/** The toast button for `refusalFix`, given the app's navigate. */
export function refusalAction(
  error: unknown,
  navigate: (to: string) => unknown,
): { label: string; onClick: () => void } | undefined {
  const fix = refusalFix(error);
  return fix ? { label: fix.label, onClick: () => void navigate(fix.to) } : undefined;
}
