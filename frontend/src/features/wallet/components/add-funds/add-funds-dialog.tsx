import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MoneyRulesGate } from '@/components/money-rules-gate';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { centsFromApi, formatMoney, toAmountString, type Cents } from '@/lib/money';
import type { MoneyRules } from '@/lib/money-rules';
import type { CardDepositMethod, PaymentIntentAnswer } from '@/types/api';
import { useCreatePaymentIntent } from '../../api/create-payment-intent';
import { useWalletSession } from '../../api/get-wallet-session';
import { useRecordDeposit } from '../../api/record-deposit';
import { useIdempotencyKey } from '@/lib/idempotency';
import { CardPaymentForm } from '../card-payment/card-payment-form';
import { AmountStep, depositAmountSchema } from './amount-step';
import { BankTransferStep } from './bank-transfer-step';
import { ConfirmationStep, type DepositOutcome } from './confirmation-step';
import { StepFocus } from '../step-focus';
import { MethodStep, type AddFundsMethod } from './method-step';
import { useCreatePayPalOrder, type PayPalOrder } from '../../api/create-paypal-order';
import { PayPalStep } from '../paypal/paypal-step';
import '../wallet-flows.css';
import { useNavigate } from 'react-router-dom';
import { refusalAction } from '@/lib/refusal-fix';

export type AddFundsStep = 'amount' | 'method_selection' | 'bank_transfer' | 'card_payment' | 'paypal' | 'confirmation';

const METHOD_TITLE: Record<CardDepositMethod, string> = {
  card: 'Credit or Debit Card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

/**
 * The steps of one deposit. Mounted only while the dialog is open, so closing it resets the
 * amount, reference, step, method and client secret (the payment intent) in one go.
 */
function AddFundsFlow({
  rules,
  onClose,
  onStepChange,
}: {
  rules: MoneyRules;
  onClose: () => void;
  onStepChange: (step: AddFundsStep) => void;
}) {
  const session = useWalletSession();
  const navigate = useNavigate();
  // A refusal's fix (verify identity, limits) is a page: the dialog closes on the way there.
  const goFix = (to: string) => {
    onClose();
    void navigate(to);
  };
  const [step, setStepState] = useState<AddFundsStep>('amount');
  const schema = useMemo(() => depositAmountSchema(rules), [rules]);
  const amountForm = useForm<{ amount: string }, unknown, { amount: Cents }>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { amount: '' },
  });
  const [amountCents, setAmountCents] = useState<Cents>(0);
  const [method, setMethod] = useState<AddFundsMethod | null>(null);
  const [reference, setReference] = useState('');
  const [intent, setIntent] = useState<PaymentIntentAnswer | null>(null);
  const [paypalOrder, setPayPalOrder] = useState<PayPalOrder | null>(null);
  const paypalKeys = useIdempotencyKey();
  const createPayPalOrder = useCreatePayPalOrder();
  const [outcome, setOutcome] = useState<DepositOutcome | null>(null);
  const intentKeys = useIdempotencyKey();
  const depositKeys = useIdempotencyKey();
  const createIntent = useCreatePaymentIntent();
  const recordDeposit = useRecordDeposit();

  const setStep = (next: AddFundsStep) => {
    setStepState(next);
    onStepChange(next);
  };

  const chooseMethod = (chosen: AddFundsMethod) => {
    setMethod(chosen);
    if (chosen === 'bank_transfer') {
      setStep('bank_transfer');
      return;
    }
    if (chosen === 'paypal') {
      startPayPal();
      return;
    }
    // The card step opens only once the server has made a payment intent for this amount.
    const input = { amount: toAmountString(amountCents), paymentMethod: chosen };
    createIntent.mutate(
      { input, idempotencyKey: intentKeys.keyFor(input) },
      {
        onSuccess: (answer) => {
          intentKeys.settle();
          setIntent(answer);
          setStep('card_payment');
        },
        onError: (error) => {
          intentKeys.settle(error);
          setMethod(null);
          toast({
            title: 'Payment Setup Failed',
            description: getErrorMessage(error, 'Please try again'),
            variant: 'destructive',
            action: refusalAction(error, goFix),
          });
        },
      },
    );
  };

  // The PayPal step opens once the server has made an order for this amount (no money moves yet).
  const startPayPal = () => {
    const input = { amount: toAmountString(amountCents) };
    createPayPalOrder.mutate(
      { input, idempotencyKey: paypalKeys.keyFor(input) },
      {
        onSuccess: (order) => {
          paypalKeys.settle();
          setPayPalOrder(order);
          setStep('paypal');
        },
        onError: (error) => {
          paypalKeys.settle(error);
          setMethod(null);
          toast({
            title: 'PayPal Setup Failed',
            description: getErrorMessage(error, 'Please try again'),
            variant: 'destructive',
            action: refusalAction(error, goFix),
          });
        },
      },
    );
  };

  const submitBankTransfer = (trimmedReference: string) => {
    const input = {
      amount: toAmountString(amountCents),
      paymentMethod: 'bank_transfer' as const,
      transactionReference: trimmedReference,
    };
    recordDeposit.mutate(
      { input, idempotencyKey: depositKeys.keyFor(input) },
      {
        onSuccess: () => {
          depositKeys.settle();
          toast({ title: 'Deposit Request Submitted!', description: 'Your deposit will be processed within 24 hours' });
          setOutcome({ kind: 'bank', amountCents });
          setStep('confirmation');
        },
        onError: (error) => {
          depositKeys.settle(error);
          toast({
            title: 'Deposit Failed',
            description: getErrorMessage(error, 'Please try again'),
            variant: 'destructive',
            action: refusalAction(error, goFix),
          });
        },
      },
    );
  };

  const recordCardDeposit = async (paymentIntentId: string) => {
    if (!intent || !method || method === 'bank_transfer' || method === 'paypal') {
      throw new Error('No card payment in progress');
    }
    const input = { amount: toAmountString(amountCents), paymentMethod: method, transactionReference: paymentIntentId };
    try {
      await recordDeposit.mutateAsync({ input, idempotencyKey: depositKeys.keyFor(input) });
    } catch (error) {
      depositKeys.settle(error);
      throw error;
    }
    depositKeys.settle();
    setOutcome({ kind: 'card', amountCents, chargedCents: centsFromApi(intent.total) });
    setStep('confirmation');
  };

  const backToMethods = () => {
    setIntent(null);
    setPayPalOrder(null);
    setMethod(null);
    setStep('method_selection');
  };

  return <StepFocus step={step}>{renderStep()}</StepFocus>;

  function renderStep() {
    switch (step) {
      case 'amount':
        return (
          <AmountStep
            form={amountForm}
            rules={rules}
            onContinue={(cents) => {
              setAmountCents(cents);
              setStep('method_selection');
            }}
          />
        );
      case 'method_selection':
        return (
          <MethodStep
            amountCents={amountCents}
            rules={rules}
            preparing={createIntent.isPending || createPayPalOrder.isPending ? method : null}
            onSelect={chooseMethod}
            onBack={() => setStep('amount')}
          />
        );
      case 'bank_transfer':
        return (
          <BankTransferStep
            amountCents={amountCents}
            payerReference={session.data?.email ?? null}
            reference={reference}
            onReferenceChange={setReference}
            submitting={recordDeposit.isPending}
            onSubmit={submitBankTransfer}
            onBack={backToMethods}
          />
        );
      case 'card_payment':
        return intent && method && method !== 'bank_transfer' && method !== 'paypal' ? (
          <div className="form">
            <p className="step-lead">
              Paying with <strong>{METHOD_TITLE[method]}</strong>
            </p>
            <CardPaymentForm intent={intent} onBack={backToMethods} onSucceeded={recordCardDeposit} />
          </div>
        ) : null;
      case 'paypal':
        return paypalOrder ? (
          <div className="form">
            <p className="step-lead">
              Paying with <strong>PayPal</strong>
            </p>
            <PayPalStep
              order={paypalOrder}
              onBack={backToMethods}
              onCaptured={(deposit) => {
                toast({
                  title: 'Payment Successful!',
                  description: `$${formatMoney(deposit.amount)} has been added to your wallet`,
                });
                setOutcome({
                  kind: 'paypal',
                  amountCents: centsFromApi(deposit.amount),
                  chargedCents: centsFromApi(paypalOrder.total),
                  balance: deposit.balance,
                });
                setStep('confirmation');
              }}
            />
          </div>
        ) : null;
      case 'confirmation':
        return outcome ? <ConfirmationStep outcome={outcome} onClose={onClose} /> : null;
    }
  }
}

const DESCRIPTION: Record<AddFundsStep, string | undefined> = {
  amount: 'Enter the amount you want to add to your wallet',
  method_selection: 'Choose how you want to pay',
  bank_transfer: 'Transfer the amount to our bank account',
  card_payment: 'Complete your payment',
  paypal: 'Confirm your PayPal payment',
  confirmation: undefined,
};

export function AddFundsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<AddFundsStep>('amount');
  const close = () => {
    setStep('amount');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title="Add Funds" description={DESCRIPTION[step]} size="md">
      <MoneyRulesGate>
        {(rules) => <AddFundsFlow rules={rules} onClose={close} onStepChange={setStep} />}
      </MoneyRulesGate>
    </Dialog>
  );
}
