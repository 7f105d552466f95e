import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { isUnauthorizedError } from '@/lib/query-client';
import { sportOf } from '@/lib/tournaments';
import type { User } from '@/types/api';
import { useCreateTournament } from '../../api/create-tournament';
import { isInsufficientBalance } from '../../utils/action-errors';
import {
  buildCreatePayload,
  EMPTY_CREATE_FORM,
  validateCreateForm,
  type CreateForm,
  type CreateFormErrors,
} from '../../utils/create-form';
import { DetailsStep } from './details-step';
import { TeamPreviewStep } from './team-preview-step';
import '../tournaments.css';

type Step = 'details' | 'preview';

/** Two steps: the details (with the live pool breakdown), then the team preview and Create. */
export function CreateTournamentPage({ user }: { user: User | null }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('details');
  const [form, setForm] = useState<CreateForm>(EMPTY_CREATE_FORM);
  const [errors, setErrors] = useState<CreateFormErrors>({});
  const [insufficientBalance, setInsufficientBalance] = useState(false);

  const create = useCreateTournament({
    onSuccess: (tournament) => {
      toast({
        title: 'Tournament Created!',
        description: `Your ${sportOf(form.game).label} doubles tournament is ready`,
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
        ...(short ? { action: { label: 'Add Funds', onClick: () => void navigate('/deposit') } } : {}),
      });
    },
  });

  const onChange = <K extends keyof CreateForm>(field: K, value: CreateForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A fixed field stops showing its message; the others wait for the next Continue.
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const onNext = () => {
    const found = validateCreateForm(form);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('preview');
  };

  const onCreate = () => {
    if (!user) {
      toast({
        title: 'Authentication Error',
        description: 'Authentication Required - Please log in to create tournaments',
        variant: 'destructive',
      });
      return;
    }
    const found = validateCreateForm(form);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStep('details');
      return;
    }
    create.mutate(buildCreatePayload(form));
  };

  return (
    <div className="container page create-tournament">
      <header className="page-title">
        <h1>Create Tournament</h1>
        <p className="muted">Set up a 2 vs 2 match in under a minute. Winners are paid straight into their wallets.</p>
      </header>
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
      {step === 'details' ? (
        <DetailsStep form={form} errors={errors} onChange={onChange} onNext={onNext} />
      ) : (
        <TeamPreviewStep
          form={form}
          user={user}
          isCreating={create.isPending}
          insufficientBalance={insufficientBalance}
          onBack={() => setStep('details')}
          onCreate={onCreate}
        />
      )}
    </div>
  );
}
