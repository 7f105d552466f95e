import { MyGamesPage } from '@/features/my-games/components/my-games-page';

export function MyGamesRoute() {
  return <MyGamesPage />;
}
