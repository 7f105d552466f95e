import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/errors';
import { secondFactorCodeProblem } from '@/lib/second-factor';
import type { TotpSetup } from '@/types/api';
import { useEnableTotp } from '../api/enable-totp';
import { useStartTotpSetup } from '../api/start-totp-setup';

type Step = { name: 'password' } | { name: 'scan'; setup: TotpSetup } | { name: 'codes'; codes: string[] };

function ErrorLine({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <span id={id} className="field__error" role="alert">
      {text}
    </span>
  );
}

/** Groups of four, as authenticator apps show a key. */
const spaced = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up the authenticator app: the current password gives a new key (shown as text and as an
 * otpauth:// link), the app's first code turns the factor on, and the recovery codes are shown
 * once, to copy or download, until the owner says they are saved. `onDone` runs only then, so the
 * session (and the admin console, which opens on it) changes after the codes are put away.
 */
export function SecondFactorSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const start = useStartTotpSetup();
  const enable = useEnableTotp();

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setProblem('Please enter your current password.');
      return;
    }
    setProblem(null);
    start.mutate(password, {
      onSuccess: (setup) => {
        setPassword('');
        setStep({ name: 'scan', setup });
      },
    });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = secondFactorCodeProblem(code);
    setProblem(found);
    if (found) return;
    enable.mutate(code.replace(/\s/g, ''), {
      onSuccess: ({ recoveryCodes }) => setStep({ name: 'codes', codes: recoveryCodes }),
    });
  };

  if (step.name === 'password') {
    const error = problem ?? (start.error ? getErrorMessage(start.error) : null);
    return (
      <form className="form" onSubmit={submitPassword} aria-label="Set up the second factor" noValidate>
        <p>
          You need an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or
          1Password). First, confirm it is you.
        </p>
        <div className="field">
          <label htmlFor={`${id}-password`}>Current password</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-password-error` : undefined}
          />
          <ErrorLine id={`${id}-password-error`} text={error} />
        </div>
        <div className="security-actions">
          <button type="submit" className="btn btn--primary" disabled={start.isPending}>
            {start.isPending ? 'Checking...' : 'Continue'}
          </button>
          {onCancel && (
            <button type="button" className="btn btn--outline" onClick={onCancel} disabled={start.isPending}>
              Cancel
            </button>
          )}
        </div>
      </form>
    );
  }

  if (step.name === 'scan') {
    const error = problem ?? (enable.error ? getErrorMessage(enable.error) : null);
    return (
      <form className="form" onSubmit={submitCode} aria-label="Turn on the second factor" noValidate>
        <p>
          Add this key to your authenticator app: open the link on your phone, or type the key by hand (time-based, 6
          digits, every 30 seconds). This key is shown only now and expires in 5 minutes.
        </p>
        <dl className="security-key">
          <dt>Key</dt>
          <dd>
            <code data-testid="totp-secret" aria-label={`Key: ${step.setup.secret}`}>
              {spaced(step.setup.secret)}
            </code>
          </dd>
          <dt>Link</dt>
          <dd>
            <a href={step.setup.otpauthUrl}>Open in your authenticator app</a>
            <code className="security-key__url">{step.setup.otpauthUrl}</code>
          </dd>
        </dl>
        <div className="field">
          <label htmlFor={`${id}-code`}>Code from the app</label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-code-error` : undefined}
          />
          <ErrorLine id={`${id}-code-error`} text={error} />
        </div>
        <div className="security-actions">
          <button type="submit" className="btn btn--primary" disabled={enable.isPending}>
            {enable.isPending ? 'Turning on...' : 'Turn on'}
          </button>
          {onCancel && (
            <button type="button" className="btn btn--outline" onClick={onCancel} disabled={enable.isPending}>
              Cancel
            </button>
          )}
        </div>
      </form>
    );
  }

  const text = step.codes.join('\n');
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' }),
      () =>
        toast({
          title: 'Copy failed',
          description: 'Your browser did not allow copying. Download the codes or write them down.',
          variant: 'destructive',
        }),
    );
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`CourtCash recovery codes\n\n${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'courtcash-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby={`${id}-codes`} className="form">
      <h3 id={`${id}-codes`}>Your second factor is on. Save your recovery codes</h3>
      <p role="status">
        If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now: copy
        or download them and keep them somewhere safe.
      </p>
      <ol className="security-codes" aria-label="Recovery codes">
        {step.codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="security-actions">
        <button type="button" className="btn btn--outline btn--sm" onClick={copy}>
          Copy codes
        </button>
        <button type="button" className="btn btn--outline btn--sm" onClick={download}>
          Download codes
        </button>
      </div>
      <label className="security-check">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} /> I saved my
        recovery codes
      </label>
      <button type="button" className="btn btn--primary" disabled={!saved} onClick={onDone}>
        Done
      </button>
    </section>
  );
}
