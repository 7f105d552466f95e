import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { MoneyRulesGate } from '@/components/money-rules-gate';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import type { MoneyRules } from '@/lib/money-rules';
import { isUnauthorizedError } from '@/lib/query-client';
import { sportOf } from '@/lib/tournaments';
import type { User } from '@/types/api';
import { useCreateTournament } from '../../api/create-tournament';
import { isInsufficientBalance } from '../../utils/action-errors';
import {
  buildCreatePayload,
  createFormSchema,
  EMPTY_CREATE_FORM,
  type CreateForm,
  type CreateTournamentValues,
} from '../../utils/create-form';
import { DetailsStep } from './details-step';
import { TeamPreviewStep } from './team-preview-step';
import '../tournaments.css';
import { refusalAction } from '@/lib/refusal-fix';

type Step = 'details' | 'preview';

/** Two steps: the details (with the live pool breakdown), then the team preview and Create. */
export function CreateTournamentPage({ user }: { user: User | null }) {
  return (
    <div className="container page create-tournament">
      <header className="page-title">
        <h1>Create Tournament</h1>
        <p className="muted">Set up a 2 vs 2 match in under a minute. Winners are paid straight into their wallets.</p>
      </header>
      <MoneyRulesGate>{(rules) => <CreateTournamentFlow user={user} rules={rules} />}</MoneyRulesGate>
    </div>
  );
}

function CreateTournamentFlow({ user, rules }: { user: User | null; rules: MoneyRules }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('details');
  const schema = useMemo(() => createFormSchema(rules), [rules]);
  const form = useForm<CreateForm, unknown, CreateTournamentValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_CREATE_FORM,
  });
  const [values, setValues] = useState<CreateTournamentValues | null>(null);
  const [insufficientBalance, setInsufficientBalance] = useState(false);

  const create = useCreateTournament({
    onSuccess: (tournament) => {
      toast({
        title: 'Tournament Created!',
        description: `Your ${sportOf(form.getValues('game')).label} doubles tournament is ready`,
      });
      void navigate(`/tournaments/${tournament.id}`);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return; // the app-wide handler says so and signs out
      const short = isInsufficientBalance(error);
      setInsufficientBalance(short);
      toast({
        title: 'Creation Failed',
        description: `Failed to create tournament: ${getErrorMessage(error)}`,
        variant: 'destructive',
        action: short
          ? { label: 'Add Funds', onClick: () => void navigate('/deposit') }
          : refusalAction(error, navigate),
      });
    },
  });

  const onNext = form.handleSubmit((checked) => {
    setValues(checked);
    setStep('preview');
  });

  const onCreate = () => {
    if (!user) {
      toast({
        title: 'Authentication Error',
        description: 'Authentication Required - Please log in to create tournaments',
        variant: 'destructive',
      });
      return;
    }
    // Checked again: the start time may have passed while the preview was open.
    void form.handleSubmit(
      (checked) => create.mutate(buildCreatePayload(checked, rules)),
      () => setStep('details'),
    )();
  };

  return (
    <>
      <ol className="create-steps" aria-label="Steps">
        <li
          className={step === 'details' ? 'create-steps__step create-steps__step--current' : 'create-steps__step'}
          aria-current={step === 'details' ? 'step' : undefined}
        >
          <span className="create-steps__number">1</span> Tournament Details
        </li>
        <li
          className={step === 'preview' ? 'create-steps__step create-steps__step--current' : 'create-steps__step'}
          aria-current={step === 'preview' ? 'step' : undefined}
        >
          <span className="create-steps__number">2</span> Team Preview
        </li>
      </ol>
      {step === 'details' || !values ? (
        <DetailsStep form={form} rules={rules} onNext={() => void onNext()} />
      ) : (
        <TeamPreviewStep
          values={values}
          rules={rules}
          user={user}
          isCreating={create.isPending || form.formState.isSubmitting}
          insufficientBalance={insufficientBalance}
          onBack={() => setStep('details')}
          onCreate={onCreate}
        />
      )}
    </>
  );
}
