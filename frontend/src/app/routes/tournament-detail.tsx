import { ComingSoonPanel } from '@/components/ui/coming-soon-panel';

/** Loaded on demand (React.lazy); the detail screen itself is built in a later issue. */
export default function TournamentDetailRoute() {
  return <ComingSoonPanel title="Tournament Details" />;
}
