import { useMatch } from 'react-router-dom';
import { useLiveUpdates } from '@/lib/live-updates';
import './live-updates.css';

/**
 * Keeps the screens live for a signed-in user (the match page open is followed too), and says so
 * politely when the stream is down; the app keeps working by ordinary requests meanwhile.
 */
export function LiveUpdates({ signedIn }: { signedIn: boolean }) {
  const match = useMatch('/tournaments/:id');
  const status = useLiveUpdates(signedIn, match?.params.id ?? null);
  if (!signedIn || status !== 'reconnecting') return null;
  return (
    <div className="live-status" role="status" aria-live="polite">
      Reconnecting…
    </div>
  );
}
