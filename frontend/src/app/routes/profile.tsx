import { ProfilePage } from '@/features/profile/components/profile-page';
import type { User } from '@/types/api';

export function ProfileRoute({ user }: { user: User }) {
  return <ProfilePage user={user} />;
}
