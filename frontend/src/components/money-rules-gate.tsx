import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useMoneyRules, type MoneyRules } from '@/lib/money-rules';

/**
 * Renders a money form only once the server's fee and limit rules have loaded: until then there is
 * no fee to show and nothing to submit. A failure says so and offers a retry instead of guessing.
 */
export function MoneyRulesGate({ children }: { children: (rules: MoneyRules) => ReactNode }) {
  const rules = useMoneyRules();
  if (rules.data) return <>{children(rules.data)}</>;
  if (rules.isError) {
    return (
      <div className="notice" role="alert">
        <span>The fees and limits could not be loaded, so amounts cannot be checked right now.</span>{' '}
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void rules.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <Spinner label="Loading fees and limits..." size="sm" />;
}
