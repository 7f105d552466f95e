import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MoneyRulesGate } from '@/components/money-rules-gate';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { centsFromApiOrZero, toAmountString, usd } from '@/lib/money';
import type { MoneyRules } from '@/lib/money-rules';
import type { WithdrawalAnswer } from '@/types/api';
import { useWalletSession } from '../../api/get-wallet-session';
import { useRequestWithdrawal } from '../../api/request-withdrawal';
import { useCardWithdrawable } from '../../api/get-card-withdrawable';
import { useIdempotencyKey, useStillWorking } from '@/lib/idempotency';
import { StepFocus } from '../step-focus';
import { SecondFactorPrompt } from './second-factor-prompt';
import { WithdrawalConfirmStep } from './withdrawal-confirm-step';
import { WithdrawalFormStep } from './withdrawal-form-step';
import { WithdrawalSuccessStep } from './withdrawal-success-step';
import {
  EMPTY_WITHDRAWAL,
  cardWithdrawalSchema,
  withdrawalSchema,
  type WithdrawalFields,
  type WithdrawalValues,
} from './withdrawal-validation';
import '../wallet-flows.css';
import { useNavigate } from 'react-router-dom';
import { refusalAction } from '@/lib/refusal-fix';

type Step = 'form' | 'confirmation' | 'success';

interface WithdrawalFlowProps {
  rules: MoneyRules;
  onClose: () => void;
  onStepChange: (step: Step) => void;
}

/** Mounted only while the dialog is open, so closing resets it. */
function WithdrawalFlow({ rules, onClose, onStepChange }: WithdrawalFlowProps) {
  const session = useWalletSession();
  const navigate = useNavigate();
  // A refusal's fix (verify identity, limits) is a page: the dialog closes on the way there.
  const goFix = (to: string) => {
    onClose();
    void navigate(to);
  };
  const availableCents = centsFromApiOrZero(session.data?.balance);
  const [step, setStepState] = useState<Step>('form');
  const card = useCardWithdrawable();
  const cardCents = card.data ? centsFromApiOrZero(card.data.amount) : null;
  const schema = useMemo(() => withdrawalSchema(rules), [rules]);
  const cardSchema = useMemo(() => cardWithdrawalSchema(rules, cardCents ?? 0), [rules, cardCents]);
  const form = useForm<WithdrawalFields, unknown, WithdrawalValues>({
    // Bank details are asked for only when the money goes to a bank.
    resolver: (values, context, options) =>
      zodResolver(values.method === 'card' ? cardSchema : schema)(values, context, options),
    mode: 'onTouched',
    defaultValues: EMPTY_WITHDRAWAL,
  });
  const [checked, setChecked] = useState<WithdrawalValues | null>(null);
  const [result, setResult] = useState<WithdrawalAnswer | null>(null);
  const keys = useIdempotencyKey();
  const withdraw = useRequestWithdrawal();
  // A double click lands twice before React re-renders the disabled button: the ref stops the second.
  const inFlight = useRef(false);
  const { stillWorking, onStillWorking, reset: resetStillWorking } = useStillWorking();

  const setStep = (next: Step) => {
    setStepState(next);
    onStepChange(next);
  };

  const review = form.handleSubmit((values) => {
    if (values.amount > availableCents) {
      toast({
        title: 'Insufficient Balance',
        description: 'Withdrawal amount exceeds available balance',
        variant: 'destructive',
      });
      return;
    }
    setChecked(values);
    setStep('confirmation');
  });

  const confirm = () => {
    if (inFlight.current || !checked) return;
    inFlight.current = true;
    resetStillWorking();
    const amountCents = checked.amount;
    const input =
      checked.method === 'card'
        ? { amount: toAmountString(amountCents), method: 'card' as const }
        : {
            amount: toAmountString(amountCents),
            method: 'bank' as const,
            accountNumber: checked.accountNumber,
            accountHolderName: checked.accountHolderName,
            bankName: checked.bankName,
          };
    withdraw.mutate(
      { input, idempotencyKey: keys.keyFor(input), onStillWorking },
      {
        onSettled: () => {
          inFlight.current = false;
          resetStillWorking();
        },
        onSuccess: (answer) => {
          keys.settle();
          toast({
            title: 'Withdrawal Requested',
            description:
              answer.status === 'Rejected'
                ? `The card refund failed; ${usd(amountCents)} is back in your wallet.`
                : `Your withdrawal of ${usd(amountCents)} is ${answer.status === 'Completed' ? 'on its way back to your card' : 'being processed'}.`,
          });
          setResult(answer);
          setStep('success');
        },
        onError: (error) => {
          keys.settle(error);
          toast({
            title: 'Withdrawal Failed',
            description: getErrorMessage(error, 'An error occurred while processing your withdrawal'),
            variant: 'destructive',
            action: refusalAction(error, goFix),
          });
        },
      },
    );
  };

  return <StepFocus step={step}>{renderStep()}</StepFocus>;

  function renderStep() {
    switch (step) {
      case 'form':
        return (
          <>
            <SecondFactorPrompt user={session.data} onFollow={onClose} />
            <WithdrawalFormStep
              form={form}
              rules={rules}
              availableCents={availableCents}
              cardCents={cardCents}
              onContinue={() => void review()}
            />
          </>
        );
      case 'confirmation':
        return checked ? (
          <WithdrawalConfirmStep
            values={checked}
            rules={rules}
            submitting={withdraw.isPending}
            stillWorking={stillWorking}
            onBack={() => setStep('form')}
            onConfirm={confirm}
          />
        ) : null;
      case 'success':
        return result ? <WithdrawalSuccessStep withdrawal={result} onDone={onClose} /> : null;
    }
  }
}

const DESCRIPTION: Record<Step, string | undefined> = {
  form: 'Transfer money from your wallet to your bank account or back to your card',
  confirmation: 'Check the details before you confirm',
  success: undefined,
};

export function WithdrawalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>('form');
  const close = () => {
    setStep('form');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title="Withdraw Funds" description={DESCRIPTION[step]} size="md">
      <MoneyRulesGate>
        {(rules) => <WithdrawalFlow rules={rules} onClose={close} onStepChange={setStep} />}
      </MoneyRulesGate>
    </Dialog>
  );
}
