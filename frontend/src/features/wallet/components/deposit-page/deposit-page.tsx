import { BANK_DEPOSIT_TIME } from '@/lib/processing-times';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { MoneyRulesGate } from '@/components/money-rules-gate';
import { Dialog } from '@/components/ui/dialog';
import { ArrowRightIcon, InfoIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { DEPOSIT_PAGE_PRESETS } from '@/config/wallet-limits';
import { getErrorMessage } from '@/lib/errors';
import { parseMoney, toAmountString, usd, type Cents } from '@/lib/money';
import { checkMoneyInput } from '@/lib/money-form';
import { cardFeeCents, percentText, type MoneyRules } from '@/lib/money-rules';
import type { DepositAnswer, PaymentIntentAnswer, User } from '@/types/api';
import { needsPayment, useSubmitPageDeposit } from '../../api/submit-page-deposit';
import { STILL_WORKING_LABEL, useIdempotencyKey, useStillWorking } from '@/lib/idempotency';
import { BankDetailsPanel, useBankTransferAvailable } from '../bank-details-panel';
import { CardModeNotice } from '../card-payment/card-mode-notice';
import { CardPaymentForm } from '../card-payment/card-payment-form';
import { DepositSuccessDialog, type PageDepositResult } from './deposit-success-dialog';
import { presetLabel } from './preset-label';
import '../wallet-flows.css';
import './deposit-page.css';
import { refusalAction } from '@/lib/refusal-fix';

type PageMethod = 'card' | 'bank';

/** The page's fields as typed: a custom amount wins over a preset (a preset is its dollars as text). */
interface DepositPageFields {
  custom: string;
  preset: string;
  method: PageMethod;
  reference: string;
}

const INVALID_AMOUNT = 'Please enter a valid deposit amount';
const MISSING_REFERENCE = 'Please enter the transaction reference number';

/** The amount chosen, as text: the custom amount when one is typed, else the preset. */
const chosenAmount = (fields: Pick<DepositPageFields, 'custom' | 'preset'>) =>
  fields.custom.trim() !== '' ? fields.custom : fields.preset;

/** The page's rules with the spec's sentences and the server's deposit limits: cents and a trimmed reference out. */
export function depositPageSchema(rules: MoneyRules) {
  const { minCents, maxCents } = rules.deposit;
  const limits = {
    minCents,
    maxCents,
    messages: {
      empty: INVALID_AMOUNT,
      format: INVALID_AMOUNT,
      negative: INVALID_AMOUNT,
      min: `Minimum deposit amount is ${usd(minCents)}`,
      max: `Maximum deposit amount is ${usd(maxCents)}`,
    },
  };
  return z
    .object({
      custom: z.string(),
      preset: z.string(),
      method: z.enum(['card', 'bank']),
      reference: z.string().trim(),
    })
    .transform((fields, ctx) => {
      const amount = checkMoneyInput(chosenAmount(fields), limits);
      if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['custom'], message: amount.message });
      if (fields.method === 'bank' && fields.reference === '') {
        ctx.addIssue({ code: 'custom', path: ['reference'], message: MISSING_REFERENCE });
      }
      if (!amount.ok) return z.NEVER;
      return { amountCents: amount.cents, method: fields.method, reference: fields.reference };
    });
}

type DepositPageValues = z.output<ReturnType<typeof depositPageSchema>>;

/** On a refused submit the spec's toasts say what is wrong, as the message under the field does. */
function toastProblem(errors: FieldErrors<DepositPageFields>) {
  if (errors.custom?.message) {
    toast({ title: 'Invalid Amount', description: errors.custom.message, variant: 'destructive' });
  } else if (errors.reference?.message) {
    toast({ title: 'Missing Information', description: errors.reference.message, variant: 'destructive' });
  }
}

/** Where to go after a credited deposit: only back to an invitation (no open redirect). */
const RETURN_PATH = /^\/invite\/[A-Za-z0-9_-]{1,128}$/;

export function DepositPage({ user }: { user: User }) {
  return (
    <div className="container page deposit-page">
      <Link to="/wallet" className="link-arrow deposit-page__back">
        <ArrowRightIcon size={16} className="flip" /> Back to Wallet
      </Link>
      <header className="page-header">
        <h1>Deposit Funds</h1>
        <p className="muted">Add money to your wallet to join matches.</p>
      </header>
      <MoneyRulesGate>{(rules) => <DepositForm user={user} rules={rules} />}</MoneyRulesGate>
    </div>
  );
}

function DepositForm({ user, rules }: { user: User; rules: MoneyRules }) {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = RETURN_PATH.test(params.get('return') ?? '') ? params.get('return') : null;
  const schema = useMemo(() => depositPageSchema(rules), [rules]);
  // Prefilled by the invitation page with what is missing to join (only a plain amount is taken).
  const prefill = params.get('amount') ?? '';
  const form = useForm<DepositPageFields, unknown, DepositPageValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { custom: parseMoney(prefill).ok ? prefill : '', preset: '', method: 'card', reference: '' },
  });
  const [custom, preset, method] = useWatch({ control: form.control, name: ['custom', 'preset', 'method'] });
  const bankAvailable = useBankTransferAvailable();
  const [payment, setPayment] = useState<{ intent: PaymentIntentAnswer; amountCents: Cents } | null>(null);
  const [result, setResult] = useState<PageDepositResult | null>(null);
  const submitKeys = useIdempotencyKey();
  const recordKeys = useIdempotencyKey();
  const submit = useSubmitPageDeposit();
  const record = useSubmitPageDeposit();
  // A repeated key still being processed (double submit, slow server): retried, shown, never a failure.
  const submitting = useStillWorking();
  const recording = useStillWorking();

  // The summary shows the amount once it reads as one; the form's messages say what is wrong with it.
  const parsed = parseMoney(chosenAmount({ custom, preset }));
  const amountCents: Cents | null = parsed.ok ? parsed.cents : null;
  const feeCents = amountCents !== null && method === 'card' ? cardFeeCents(amountCents, rules) : 0;
  const cardFeeRate = percentText(rules.deposit.cardFeeBasisPoints);
  const customError = form.formState.errors.custom?.message;
  const referenceError = form.formState.errors.reference?.message;

  const succeed = (kind: PageMethod, cents: Cents, answer: DepositAnswer) => {
    // Funds credited (card): back to the invitation, which joins by itself.
    if (returnTo && kind === 'card') {
      toast({ title: 'Funds added', description: 'Taking you back to join the match...' });
      void navigate(returnTo);
      return;
    }
    setResult({ kind, amountCents: cents, balance: answer.balance, pendingBalance: answer.pendingBalance });
    form.reset({ custom: '', preset: '', method: form.getValues('method'), reference: '' });
  };

  const send = ({ amountCents: cents, method, reference }: DepositPageValues) => {
    const input =
      method === 'bank'
        ? { amount: toAmountString(cents), method: 'bank' as const, transactionReference: reference }
        : { amount: toAmountString(cents), method: 'card' as const };
    submitting.reset();
    submit.mutate(
      { input, idempotencyKey: submitKeys.keyFor(input), onStillWorking: submitting.onStillWorking },
      {
        onSettled: submitting.reset,
        onSuccess: (answer) => {
          submitKeys.settle();
          if (needsPayment(answer)) {
            setPayment({ intent: answer, amountCents: cents });
            return;
          }
          if (method === 'bank') {
            toast({
              title: 'Deposit Request Submitted!',
              description: 'Your deposit will be processed within 24 hours',
            });
          }
          succeed(method, cents, answer);
        },
        onError: (error) => {
          submitKeys.settle(error);
          toast({
            title: 'Deposit Failed',
            description: getErrorMessage(error, 'Please try again'),
            variant: 'destructive',
            action: refusalAction(error, navigate),
          });
        },
      },
    );
  };

  const recordCardPayment = async (paymentIntentId: string) => {
    if (!payment) throw new Error('No card payment in progress');
    const input = { amount: toAmountString(payment.amountCents), method: 'card' as const, paymentIntentId };
    let answer;
    recording.reset();
    try {
      answer = await record.mutateAsync({
        input,
        idempotencyKey: recordKeys.keyFor(input),
        onStillWorking: recording.onStillWorking,
      });
    } catch (error) {
      recordKeys.settle(error);
      throw error;
    } finally {
      recording.reset();
    }
    recordKeys.settle();
    if (needsPayment(answer)) throw new Error('The payment has not been confirmed yet.');
    setPayment(null);
    succeed('card', payment.amountCents, answer);
  };

  const onSubmit = form.handleSubmit(send, toastProblem);

  return (
    <>
      <form className="deposit-layout" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="stack">
          <section className="card stack">
            <h2 className="card__title">Choose Amount</h2>
            <div className="preset-grid" role="group" aria-label="Presets">
              {DEPOSIT_PAGE_PRESETS.map((dollars) => (
                <button
                  key={dollars}
                  type="button"
                  className="preset"
                  aria-pressed={custom.trim() === '' && preset === String(dollars)}
                  onClick={() => {
                    form.setValue('preset', String(dollars));
                    form.setValue('custom', '', { shouldValidate: form.formState.isSubmitted });
                  }}
                >
                  <span className="preset__amount">${dollars}</span>{' '}
                  <span className={`preset__label preset__label--${presetLabel(dollars).toLowerCase()}`}>
                    {presetLabel(dollars)}
                  </span>
                </button>
              ))}
            </div>
            <div className="field">
              <label htmlFor={`${id}-custom`}>Custom Amount</label>
              <input
                id={`${id}-custom`}
                type="number"
                inputMode="decimal"
                min={toAmountString(rules.deposit.minCents)}
                step="0.01"
                placeholder="Enter an amount"
                {...form.register('custom', { onChange: () => form.setValue('preset', '') })}
                aria-invalid={customError ? true : undefined}
                aria-describedby={customError ? `${id}-custom-hint ${id}-custom-error` : `${id}-custom-hint`}
              />
              <p id={`${id}-custom-hint`} className="field-hint">
                Minimum deposit {usd(rules.deposit.minCents)} • Maximum {usd(rules.deposit.maxCents)}
              </p>
              {customError && (
                <p id={`${id}-custom-error`} className="field-error">
                  {customError}
                </p>
              )}
            </div>
          </section>

          <fieldset className="card stack method-fieldset">
            <legend className="card__title">Payment Method</legend>
            <CardModeNotice />
            <label className="method-radio">
              <input type="radio" value="card" {...form.register('method')} />
              <span className="method-radio__text">
                <span className="method-radio__title">Credit or Debit Card</span>
                <span className="method-radio__subtitle">Instant deposit • {cardFeeRate} fee</span>
              </span>
            </label>
            <label className="method-radio">
              <input type="radio" value="bank" {...form.register('method')} disabled={bankAvailable === false} />
              <span className="method-radio__text">
                <span className="method-radio__title">Bank Transfer</span>
                <span className="method-radio__subtitle">
                  {bankAvailable === false ? 'Not available right now' : `Free • ${BANK_DEPOSIT_TIME}`}
                </span>
              </span>
            </label>
          </fieldset>

          {method === 'bank' && (
            <section className="card stack" aria-labelledby={`${id}-bank`}>
              <h2 id={`${id}-bank`} className="card__title">
                Bank Transfer Details
              </h2>
              <BankDetailsPanel />
              <p className="wallet-note wallet-note--info">
                <InfoIcon size={16} />
                <span>
                  Use your username or e-mail
                  {user.email ? (
                    <>
                      {' '}
                      (<strong>{user.email}</strong>)
                    </>
                  ) : null}{' '}
                  as the transfer description, then enter the reference your bank gave you.
                </span>
              </p>
              <div className="field">
                <label htmlFor={`${id}-reference`}>Transaction Reference Number</label>
                <input
                  id={`${id}-reference`}
                  {...form.register('reference')}
                  placeholder="e.g. FT24123ABC456"
                  autoComplete="off"
                  maxLength={200}
                  aria-invalid={referenceError ? true : undefined}
                  aria-describedby={referenceError ? `${id}-reference-error` : undefined}
                />
                {referenceError && (
                  <p id={`${id}-reference-error`} className="field-error">
                    {referenceError}
                  </p>
                )}
              </div>
            </section>
          )}
        </div>

        <aside className="card stack deposit-summary" aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`} className="card__title">
            Deposit Summary
          </h2>
          <dl className="money-breakdown">
            <div>
              <dt>Deposit amount</dt>
              <dd data-testid="summary-amount">{amountCents !== null ? usd(amountCents) : '—'}</dd>
            </div>
            <div>
              <dt>{method === 'card' ? `Card fee (${cardFeeRate})` : 'Bank transfer fee'}</dt>
              <dd data-testid="summary-fee">
                {method === 'card' ? (amountCents !== null ? usd(feeCents) : '—') : 'Free'}
              </dd>
            </div>
            <div className="money-breakdown__total">
              <dt>Total</dt>
              <dd data-testid="summary-total">{amountCents !== null ? usd(amountCents + feeCents) : '—'}</dd>
            </div>
          </dl>
          <p className="field-hint">
            {method === 'card'
              ? 'Your wallet receives the deposit amount; the card fee is charged on top.'
              : `Bank transfers are free and take ${BANK_DEPOSIT_TIME} to verify.`}
          </p>
          <button
            type="submit"
            className="btn btn--primary btn--block btn--lg"
            disabled={submit.isPending || form.formState.isSubmitting}
          >
            {submit.isPending && submitting.stillWorking
              ? STILL_WORKING_LABEL
              : submit.isPending
                ? 'Processing Payment...'
                : amountCents !== null
                  ? `Deposit ${usd(amountCents)}`
                  : 'Deposit Funds'}
          </button>
        </aside>
      </form>

      <Dialog
        open={payment !== null}
        onClose={() => setPayment(null)}
        title="Card Payment"
        description="Complete your deposit"
        size="md"
      >
        {payment && recording.stillWorking && (
          <p role="status" className="muted small">
            {STILL_WORKING_LABEL} Your payment is being recorded; it will not be counted twice.
          </p>
        )}
        {payment && (
          <CardPaymentForm intent={payment.intent} onBack={() => setPayment(null)} onSucceeded={recordCardPayment} />
        )}
      </Dialog>

      <DepositSuccessDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
