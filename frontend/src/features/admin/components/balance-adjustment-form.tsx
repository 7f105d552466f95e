import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MoneyRulesGate } from '@/components/money-rules-gate';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { useIdempotencyKey } from '@/lib/idempotency';
import { formatMoney, toAmountString, usd } from '@/lib/money';
import { moneyInput } from '@/lib/money-form';
import type { MoneyRules } from '@/lib/money-rules';
import { useAdjustBalance } from '../api/adjust-balance';
import { SECOND_APPROVAL_TOAST, awaitsSecondApproval } from '../utils/second-approval';
import { useAdminUsers } from '../api/get-admin-users';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Truncate } from './list-controls';

const INVALID_AMOUNT = 'Invalid amount format';

/** The spec's sentences, the server's limit (GET /api/config/money): a signed amount in cents and a trimmed reason out. */
export function balanceAdjustmentSchema(rules: MoneyRules) {
  const maxCents = rules.adjustment.maxCents;
  return z.object({
    userId: z.string().min(1, 'Choose a user.'),
    amount: moneyInput({
      allowNegative: true,
      maxCents,
      messages: {
        empty: INVALID_AMOUNT,
        format: INVALID_AMOUNT,
        decimals: INVALID_AMOUNT,
        too_large: INVALID_AMOUNT,
        max: `A single adjustment can be at most ${usd(maxCents)} either way.`,
      },
    }).refine((cents) => cents !== 0, 'An adjustment must change the balance.'),
    reason: z.string().trim().min(1, 'A reason is required.').max(500),
  });
}

type AdjustmentFields = { userId: string; amount: string; reason: string };
type AdjustmentValues = z.output<ReturnType<typeof balanceAdjustmentSchema>>;

export function BalanceAdjustmentForm() {
  return (
    <section className="card" aria-labelledby="balance-adjustment">
      <h2 id="balance-adjustment">Balance adjustment</h2>
      <MoneyRulesGate>{(rules) => <AdjustmentForm rules={rules} />}</MoneyRulesGate>
    </section>
  );
}

function AdjustmentForm({ rules }: { rules: MoneyRules }) {
  const users = useAdminUsers();
  const adjust = useAdjustBalance();
  // A retry of the same adjustment after an error (e.g. a lost answer) reuses its key, so the
  // server replays the first answer instead of moving the money twice.
  const keys = useIdempotencyKey();
  const schema = useMemo(() => balanceAdjustmentSchema(rules), [rules]);
  const form = useForm<AdjustmentFields, unknown, AdjustmentValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { userId: '', amount: '', reason: '' },
  });
  const [confirming, setConfirming] = useState<AdjustmentValues | null>(null);
  const { errors, isSubmitting } = form.formState;
  const player = users.data?.find((u) => u.id === confirming?.userId);

  const apply = () => {
    if (!confirming) return;
    const request = { userId: confirming.userId, amount: toAmountString(confirming.amount), reason: confirming.reason };
    adjust.mutate(
      { ...request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (answer) => {
          keys.settle();
          setConfirming(null);
          toast(awaitsSecondApproval(answer) ? SECOND_APPROVAL_TOAST : { title: 'Balance adjusted' });
          form.reset({ userId: confirming.userId, amount: '', reason: '' });
        },
        onError: (err) => {
          keys.settle(err);
          setConfirming(null);
          toast({ title: 'Action failed', description: getErrorMessage(err), variant: 'destructive' });
        },
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => setConfirming(values));
  const debit = (confirming?.amount ?? 0) < 0;
  const fieldError = (name: keyof AdjustmentFields) =>
    errors[name]?.message ? (
      <p id={`adjust-${name}-error`} role="alert" className="error-text">
        {errors[name]?.message}
      </p>
    ) : null;
  const describedBy = (name: keyof AdjustmentFields) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `adjust-${name}-error` } : {};

  return (
    <>
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="field">
          <label htmlFor="adjust-user">User</label>
          <select id="adjust-user" {...form.register('userId')} {...describedBy('userId')}>
            <option value="">Choose a user</option>
            {users.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.email} ({u.id.slice(0, 8)}) · ${formatMoney(u.balance)}
              </option>
            ))}
          </select>
          {fieldError('userId')}
        </div>
        <div className="field">
          <label htmlFor="adjust-amount">Amount (negative to debit, e.g. -12.50)</label>
          <input id="adjust-amount" inputMode="decimal" {...form.register('amount')} {...describedBy('amount')} />
          {fieldError('amount')}
        </div>
        <div className="field">
          <label htmlFor="adjust-reason">Reason</label>
          <input id="adjust-reason" maxLength={500} {...form.register('reason')} {...describedBy('reason')} />
          {fieldError('reason')}
        </div>
        <button type="submit" className="btn btn--primary" disabled={adjust.isPending || isSubmitting}>
          Apply adjustment
        </button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title="Apply balance adjustment"
        confirmLabel={debit ? 'Debit the wallet' : 'Credit the wallet'}
        destructive={debit}
        pending={adjust.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={apply}
      >
        {confirming && (
          <p>
            {debit ? 'Debit' : 'Credit'} <strong>{usd(Math.abs(confirming.amount))}</strong> {debit ? 'from' : 'to'}{' '}
            <strong>
              <Truncate text={player?.email ?? confirming.userId} width="100%" />
            </strong>{' '}
            (balance now ${formatMoney(player?.balance)}), because: <q>{confirming.reason}</q>
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
