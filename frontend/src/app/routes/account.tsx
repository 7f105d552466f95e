import { LimitsPage } from '@/features/eligibility/components/limits-page';
import { VerificationPage } from '@/features/eligibility/components/verification-page';

export function VerificationRoute() {
  return <VerificationPage />;
}

export function LimitsRoute() {
  return <LimitsPage />;
}
