import { RecordedEvent, positionId } from '../../event-store/event-store.port';

/** The PostgreSQL channel the projection leader announces applied changes on (LISTEN/NOTIFY). */
export const LIVE_CHANNEL = 'courtcash_live';

/**
 * What changed, as a client hears it: a kind and an id, nothing else (the client refetches through
 * the normal API, which applies every access rule).
 * - `wallet`: a player's wallet (balance, pending, holds, transactions); id = the user.
 * - `account`: a player's own profile or rating; id = the user.
 * - `notifications`: a player's bell; id = the user.
 * - `tournament`: a match page; id = the tournament.
 * - `admin-finance`: the deposit and withdrawal review queues; id = the user whose money it is.
 * - `admin-disputes`: the disputes queue; id = the tournament.
 */
export type LiveKind = 'wallet' | 'account' | 'notifications' | 'tournament' | 'admin-finance' | 'admin-disputes';

/**
 * One announcement as it travels between instances. `u`: the users who hear it (their wallet, their
 * bell, the matches they hold a slot in); `t`: a match page subscribers of that tournament hear;
 * `a`: admins hear it. Short keys: a NOTIFY payload is limited to 8,000 bytes.
 */
export interface LiveNotice {
  /** The global position of the event, `commit.prepare` (the SSE event id). */
  p: string;
  k: LiveKind;
  i: string;
  u?: string[];
  t?: string;
  a?: 1;
}

/** Another instance's sign-out (or password reset) that must close streams here too. */
export interface SessionsEnded {
  k: 'sessions-ended';
  /** sha256 of each ended session id (never the id itself). */
  s?: string[];
  /** A user signed out everywhere but one session (sha256 of that one, if any). */
  user?: { id: string; except?: string };
}

export type LiveMessage = LiveNotice | SessionsEnded;

const FINANCE_EVENTS = new Set([
  'DepositRequested',
  'Deposited',
  'DepositRejected',
  'WithdrawalRequested',
  'WithdrawalCompleted',
  'WithdrawalRejected',
]);
const DISPUTE_EVENTS = new Set([
  'ResultReported',
  'ResultConfirmed',
  'ResultDisputed',
  'WinnerDeclared',
  'MatchVoided',
  'TournamentSettled',
  'TournamentCancelled',
]);

/**
 * The announcements one event makes. Tournament events name no audience here: the feed adds the
 * players holding a slot (from the read model, which has applied the event by then).
 */
export function liveNotices(event: RecordedEvent): LiveNotice[] {
  const p = positionId(event.position);
  const [prefix, ...rest] = event.streamName.split('-');
  const id = rest.join('-');
  if (!id) return [];
  switch (prefix) {
    case 'wallet': {
      const notices: LiveNotice[] = [
        { p, k: 'wallet', i: id, u: [id] },
        // Deposits, withdrawals, prizes and refunds ring the bell too.
        { p, k: 'notifications', i: id, u: [id] },
      ];
      if (FINANCE_EVENTS.has(event.type)) notices.push({ p, k: 'admin-finance', i: id, a: 1 });
      return notices;
    }
    case 'user':
    case 'account': // a second factor enrolled or disabled, a password changed
      return [{ p, k: 'account', i: id, u: [id] }];
    case 'notifications':
      return [{ p, k: 'notifications', i: id, u: [id] }];
    case 'invitation': {
      const invited = (event.data as { invitedUserId?: string | null }).invitedUserId;
      return event.type === 'InvitationCreated' && invited ? [{ p, k: 'notifications', i: invited, u: [invited] }] : [];
    }
    case 'tournament': {
      const notices: LiveNotice[] = [{ p, k: 'tournament', i: id, t: id }];
      if (DISPUTE_EVENTS.has(event.type)) notices.push({ p, k: 'admin-disputes', i: id, a: 1 });
      return notices;
    }
    default:
      return [];
  }
}

/** NOTIFY payloads of at most `maxBytes` each (PostgreSQL refuses 8,000 bytes or more). */
export function payloads(messages: readonly LiveMessage[], maxBytes = 7_000): string[] {
  const result: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const message of messages) {
    const text = JSON.stringify(message);
    if (current.length > 0 && size + text.length + 1 > maxBytes) {
      result.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(text);
    size += Buffer.byteLength(text) + 1;
  }
  if (current.length > 0) result.push(`[${current.join(',')}]`);
  return result;
}
