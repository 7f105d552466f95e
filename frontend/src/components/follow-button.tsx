import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { useChangeFollow, useFollowedIds } from '@/lib/follows';

/**
 * Follow or unfollow a player (their open matches come first on Home). The visible word starts the
 * accessible name; the player's name follows for screen readers.
 */
export function FollowButton({ playerId, name }: { playerId: string; name: string }) {
  const followed = useFollowedIds().has(playerId);
  const change = useChangeFollow();
  const onClick = () =>
    change.mutate(
      { playerId, follow: !followed },
      {
        onSuccess: () =>
          toast({
            title: followed ? `Unfollowed ${name}` : `Following ${name}`,
            description: followed ? undefined : 'Their open matches now come first on Home.',
          }),
        onError: (error) =>
          toast({
            title: 'Could not change who you follow',
            description: getErrorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <button
      type="button"
      className={`btn btn--sm ${followed ? 'btn--outline' : 'btn--primary'}`}
      disabled={change.isPending}
      onClick={onClick}
    >
      {followed ? 'Unfollow' : 'Follow'} <span className="sr-only">{name}</span>
    </button>
  );
}
