import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { toCents } from '@/lib/money';
import type { WithdrawalAnswer } from '@/types/api';
import { useWalletSession } from '../../api/get-wallet-session';
import { useRequestWithdrawal } from '../../api/request-withdrawal';
import { useIdempotencyKey, useStillWorking } from '@/lib/idempotency';
import { toAmountString, usd, type Cents } from '../../utils/wallet-money';
import { StepFocus } from '../step-focus';
import { WithdrawalConfirmStep } from './withdrawal-confirm-step';
import { WithdrawalFormStep } from './withdrawal-form-step';
import { WithdrawalSuccessStep } from './withdrawal-success-step';
import { validateWithdrawal, type WithdrawalErrors, type WithdrawalFields } from './withdrawal-validation';
import '../wallet-flows.css';

type Step = 'form' | 'confirmation' | 'success';

const EMPTY: WithdrawalFields = { amount: '', bankName: '', accountHolderName: '', accountNumber: '' };

/** Mounted only while the dialog is open, so closing resets it. */
function WithdrawalFlow({ onClose, onStepChange }: { onClose: () => void; onStepChange: (step: Step) => void }) {
  const session = useWalletSession();
  const availableCents = toCents(session.data?.balance);
  const [step, setStepState] = useState<Step>('form');
  const [fields, setFields] = useState<WithdrawalFields>(EMPTY);
  const [errors, setErrors] = useState<WithdrawalErrors>({});
  const [amountCents, setAmountCents] = useState<Cents>(0);
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

  const onChange = (name: keyof WithdrawalFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const review = () => {
    const validation = validateWithdrawal(fields);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    if (validation.amountCents > availableCents) {
      toast({
        title: 'Insufficient Balance',
        description: 'Withdrawal amount exceeds available balance',
        variant: 'destructive',
      });
      return;
    }
    setAmountCents(validation.amountCents);
    setStep('confirmation');
  };

  const confirm = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    resetStillWorking();
    const input = {
      amount: toAmountString(amountCents),
      accountNumber: fields.accountNumber.trim(),
      accountHolderName: fields.accountHolderName.trim(),
      bankName: fields.bankName.trim(),
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
            description: `Your withdrawal of ${usd(amountCents)} is being processed.`,
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
          <WithdrawalFormStep
            fields={fields}
            errors={errors}
            availableCents={availableCents}
            onChange={onChange}
            onContinue={review}
          />
        );
      case 'confirmation':
        return (
          <WithdrawalConfirmStep
            fields={fields}
            amountCents={amountCents}
            submitting={withdraw.isPending}
            stillWorking={stillWorking}
            onBack={() => setStep('form')}
            onConfirm={confirm}
          />
        );
      case 'success':
        return result ? <WithdrawalSuccessStep withdrawal={result} onDone={onClose} /> : null;
    }
  }
}

const DESCRIPTION: Record<Step, string | undefined> = {
  form: 'Transfer money from your wallet to your bank account',
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
      <WithdrawalFlow onClose={close} onStepChange={setStep} />
    </Dialog>
  );
}
