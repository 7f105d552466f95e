import { CourtsPage } from '@/features/courts/components/courts-page';

export function CourtsRoute() {
  return <CourtsPage />;
}
