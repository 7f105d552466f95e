import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { ArrowRightIcon, InfoIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import { DEPOSIT_PAGE_PRESETS, MAX_DEPOSIT_CENTS, MIN_DEPOSIT_CENTS } from '@/config/wallet-limits';
import { getErrorMessage } from '@/lib/errors';
import type { DepositAnswer, PaymentIntentAnswer, User } from '@/types/api';
import { needsPayment, useSubmitPageDeposit } from '../../api/submit-page-deposit';
import { STILL_WORKING_LABEL, useIdempotencyKey, useStillWorking } from '@/lib/idempotency';
import { cardFeeCents, parseAmountInput, toAmountString, usd, type Cents } from '../../utils/wallet-money';
import { BankDetailsPanel, useBankTransferAvailable } from '../bank-details-panel';
import { CardModeNotice } from '../card-payment/card-mode-notice';
import { CardPaymentForm } from '../card-payment/card-payment-form';
import { DepositSuccessDialog, type PageDepositResult } from './deposit-success-dialog';
import { presetLabel } from './preset-label';
import '../wallet-flows.css';
import './deposit-page.css';

type PageMethod = 'card' | 'bank';

function invalid(description: string) {
  toast({ title: 'Invalid Amount', description, variant: 'destructive' });
}

/** Where to go after a credited deposit: only back to an invitation (no open redirect). */
const RETURN_PATH = /^\/invite\/[A-Za-z0-9_-]{1,128}$/;

export function DepositPage({ user }: { user: User }) {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = RETURN_PATH.test(params.get('return') ?? '') ? params.get('return') : null;
  const [preset, setPreset] = useState<number | null>(null);
  // Prefilled by the invitation page with what is missing to join.
  const [custom, setCustom] = useState(() =>
    /^\d{1,5}(\.\d{1,2})?$/.test(params.get('amount') ?? '') ? params.get('amount')! : '',
  );
  const [method, setMethod] = useState<PageMethod>('card');
  const bankAvailable = useBankTransferAvailable();
  const [reference, setReference] = useState('');
  const [payment, setPayment] = useState<{ intent: PaymentIntentAnswer; amountCents: Cents } | null>(null);
  const [result, setResult] = useState<PageDepositResult | null>(null);
  const submitKeys = useIdempotencyKey();
  const recordKeys = useIdempotencyKey();
  const submit = useSubmitPageDeposit();
  const record = useSubmitPageDeposit();
  // A repeated key still being processed (double submit, slow server): retried, shown, never a failure.
  const submitting = useStillWorking();
  const recording = useStillWorking();

  const amountCents: Cents | null =
    custom.trim() !== '' ? parseAmountInput(custom) : preset !== null ? preset * 100 : null;
  const feeCents = amountCents !== null && method === 'card' ? cardFeeCents(amountCents) : 0;

  const succeed = (kind: PageMethod, cents: Cents, answer: DepositAnswer) => {
    // Funds credited (card): back to the invitation, which joins by itself.
    if (returnTo && kind === 'card') {
      toast({ title: 'Funds added', description: 'Taking you back to join the match...' });
      void navigate(returnTo);
      return;
    }
    setResult({ kind, amountCents: cents, balance: answer.balance, pendingBalance: answer.pendingBalance });
    setPreset(null);
    setCustom('');
    setReference('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amountCents === null || amountCents <= 0) return invalid('Please enter a valid deposit amount');
    if (amountCents < MIN_DEPOSIT_CENTS) return invalid(`Minimum deposit amount is ${usd(MIN_DEPOSIT_CENTS)}`);
    if (amountCents > MAX_DEPOSIT_CENTS) return invalid(`Maximum deposit amount is ${usd(MAX_DEPOSIT_CENTS)}`);
    const trimmedReference = reference.trim();
    if (method === 'bank' && !trimmedReference) {
      toast({
        title: 'Missing Information',
        description: 'Please enter the transaction reference number',
        variant: 'destructive',
      });
      return;
    }
    const cents = amountCents;
    const input =
      method === 'bank'
        ? { amount: toAmountString(cents), method: 'bank' as const, transactionReference: trimmedReference }
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

  return (
    <div className="container page deposit-page">
      <Link to="/wallet" className="link-arrow deposit-page__back">
        <ArrowRightIcon size={16} className="flip" /> Back to Wallet
      </Link>
      <header className="page-header">
        <h1>Deposit Funds</h1>
        <p className="muted">Add money to your wallet to join matches.</p>
      </header>

      <form className="deposit-layout" onSubmit={onSubmit} noValidate>
        <div className="stack">
          <section className="card stack">
            <h2 className="card__title">Choose Amount</h2>
            <div className="preset-grid" role="group" aria-label="Presets">
              {DEPOSIT_PAGE_PRESETS.map((dollars) => (
                <button
                  key={dollars}
                  type="button"
                  className="preset"
                  aria-label={`$${dollars} ${presetLabel(dollars)}`}
                  aria-pressed={custom.trim() === '' && preset === dollars}
                  onClick={() => {
                    setPreset(dollars);
                    setCustom('');
                  }}
                >
                  <span className="preset__amount">${dollars}</span>
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
                min={1}
                step="0.01"
                placeholder="Enter an amount"
                value={custom}
                onChange={(event) => {
                  setCustom(event.target.value);
                  setPreset(null);
                }}
              />
              <p className="field-hint">
                Minimum deposit {usd(MIN_DEPOSIT_CENTS)} • Maximum {usd(MAX_DEPOSIT_CENTS)}
              </p>
            </div>
          </section>

          <fieldset className="card stack method-fieldset">
            <legend className="card__title">Payment Method</legend>
            <CardModeNotice />
            <label className="method-radio">
              <input
                type="radio"
                name={`${id}-method`}
                value="card"
                checked={method === 'card'}
                onChange={() => setMethod('card')}
              />
              <span className="method-radio__text">
                <span className="method-radio__title">Credit or Debit Card</span>
                <span className="method-radio__subtitle">Instant deposit • 3% fee</span>
              </span>
            </label>
            <label className="method-radio">
              <input
                type="radio"
                name={`${id}-method`}
                value="bank"
                checked={method === 'bank'}
                onChange={() => setMethod('bank')}
                disabled={bankAvailable === false}
              />
              <span className="method-radio__text">
                <span className="method-radio__title">Bank Transfer</span>
                <span className="method-radio__subtitle">
                  {bankAvailable === false ? 'Not available right now' : 'Free • 1-3 business days'}
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
                  value={reference}
                  onChange={(event) => setReference(event.target.value)}
                  placeholder="e.g. FT24123ABC456"
                  autoComplete="off"
                  maxLength={200}
                />
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
              <dt>{method === 'card' ? 'Card fee (3%)' : 'Bank transfer fee'}</dt>
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
              : 'Bank transfers are free and take 1-3 business days to verify.'}
          </p>
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={submit.isPending}>
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
    </div>
  );
}
