import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CopyIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/use-toast';
import type { CreatedInvitation } from '@/types/api';
import { useCreateInvitation } from '../../api/create-invitation';
import { notifyActionError } from './notify-error';

type Channel = 'email' | 'phone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_MIN = 10;

/** The absolute address of an invitation link the server gives as a path ("/invite/{token}"). */
function absoluteLink(link: string): string {
  try {
    return new URL(link, window.location.origin).href;
  } catch {
    return link;
  }
}

/**
 * Participants invite by e-mail or phone (the server sends the message), or get a plain link to
 * share themselves; either way the answer's link can be copied and shared anywhere.
 */
export function InvitePanel({ tournamentId }: { tournamentId: string | number }) {
  const navigate = useNavigate();
  const [channel, setChannel] = useState<Channel>('email');
  const [contact, setContact] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const invite = useCreateInvitation(tournamentId, {
    onSuccess: (invitation) => {
      setCreated(invitation);
      setContact('');
      setName('');
      toast({ title: 'Invitation Created', description: 'Share the link with your player.' });
    },
    onError: (err) => notifyActionError(err, 'Invitation Failed', navigate),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = contact.trim();
    if (channel === 'email' && !EMAIL.test(value)) return setError('Enter a valid e-mail address');
    if (channel === 'phone' && value.length < PHONE_MIN)
      return setError(`Enter a phone number of at least ${PHONE_MIN} characters`);
    setError(null);
    const trimmedName = name.trim();
    invite.mutate({ [channel]: value, ...(trimmedName ? { name: trimmedName } : {}) });
  };

  const plainLink = () => {
    setError(null);
    if (!invite.isPending) invite.mutate({});
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(absoluteLink(created.link));
      toast({ title: 'Copied!', description: 'Invitation link copied to clipboard' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };

  const contactId = `invite-${channel}`;
  return (
    <section className="panel stack" aria-labelledby="invite-title">
      <h2 id="invite-title" className="panel__title">
        Invite Players
      </h2>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Invite a player">
        <fieldset className="segmented">
          <legend className="sr-only">Invite by</legend>
          <label className={channel === 'email' ? 'segmented__option segmented__option--on' : 'segmented__option'}>
            <input
              type="radio"
              name="invite-channel"
              value="email"
              checked={channel === 'email'}
              onChange={() => {
                setChannel('email');
                setError(null);
              }}
            />
            <MailIcon size={14} /> E-mail
          </label>
          <label className={channel === 'phone' ? 'segmented__option segmented__option--on' : 'segmented__option'}>
            <input
              type="radio"
              name="invite-channel"
              value="phone"
              checked={channel === 'phone'}
              onChange={() => {
                setChannel('phone');
                setError(null);
              }}
            />
            <PhoneIcon size={14} /> Phone
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor={contactId}>{channel === 'email' ? 'Email address' : 'Phone number'}</label>
          <input
            id={contactId}
            type={channel === 'email' ? 'email' : 'tel'}
            value={contact}
            placeholder={channel === 'email' ? 'friend@example.com' : '+1 555 010 0000'}
            onChange={(e) => setContact(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invite-error' : undefined}
          />
          {error && (
            <span id="invite-error" className="field__error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="invite-name">Name</label>
          <input
            id="invite-name"
            value={name}
            maxLength={100}
            placeholder="Optional"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="dialog-actions">
          <button type="submit" className="btn btn--primary" disabled={invite.isPending}>
            {invite.isPending ? 'Creating Link...' : 'Send Invitation'}
          </button>
          <button type="button" className="btn btn--outline" disabled={invite.isPending} onClick={plainLink}>
            Get a shareable link
          </button>
        </div>
      </form>
      {created && (
        <div className="invite-link">
          <label htmlFor="invite-link" className="small muted">
            Invitation link{created.invitedName ? ` for ${created.invitedName}` : ''}
          </label>
          <div className="invite-link__row">
            <input id="invite-link" readOnly value={absoluteLink(created.link)} onFocus={(e) => e.target.select()} />
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void copy()}>
              <CopyIcon size={14} /> Copy
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
