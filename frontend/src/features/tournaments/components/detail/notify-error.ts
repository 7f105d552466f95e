import type { NavigateFunction } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage, getErrorStatus } from '@/lib/errors';
import { isUnauthorizedError } from '@/lib/query-client';
import { isInsufficientBalance } from '../../utils/action-errors';
import { refusalAction } from '@/lib/refusal-fix';

/**
 * The toast for a refused tournament action. A 401 is left to the app-wide handler; a short wallet
 * offers Add Funds; a 409 (slot taken, full, already in) is titled as a conflict.
 */
export function notifyActionError(error: Error, title: string, navigate: NavigateFunction): void {
  if (isUnauthorizedError(error)) return;
  if (isInsufficientBalance(error)) {
    toast({
      title: 'Insufficient Balance',
      description: getErrorMessage(error),
      variant: 'destructive',
      action: { label: 'Add Funds', onClick: () => void navigate('/deposit') },
    });
    return;
  }
  toast({
    title: getErrorStatus(error) === 409 ? 'Not Available' : title,
    description: getErrorMessage(error),
    variant: 'destructive',
    // A refusal for who may play (identity, limits, place) links to the page that fixes it.
    action: refusalAction(error, navigate),
  });
}
