import type { ServerResponse } from 'node:http';
import { GlobalPosition, comparePositions, parsePositionId } from '../../event-store/event-store.port';
import { hashSession } from '../../infrastructure/http/cached-session.store';
import { LiveMessage, LiveNotice, SessionsEnded } from '../../projections/live/live-notices';

/** Comments at least this often keep proxies and browsers from closing an idle stream (the issue asks ≤ 25 s). */
export const HEARTBEAT_MS = 20_000;
/** Open streams per user on one instance (tabs of one browser share its 6 connections per host). */
export const MAX_STREAMS_PER_USER = 5;
/** A client that lets this much pile up unread is dropped (it reconnects and resumes), never buffered without bound. */
export const MAX_UNSENT_BYTES = 64 * 1024;
/** Announcements kept for resuming (Last-Event-ID); an older resume point gets `resync`. */
export const REPLAY_CAPACITY = 20_000;

export interface StreamOwner {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  /** The match page the client has open (it may read any match that is not deleted). */
  tournament: string | null;
}

interface Stream extends StreamOwner {
  res: ServerResponse;
  sessionHash: string;
  /** Announcements at or before this were already heard (the resume point). */
  after: GlobalPosition | null;
}

interface Buffered {
  position: GlobalPosition;
  notice: LiveNotice;
}

/**
 * The GET /api/live streams open on this instance, and what this instance has heard on the live
 * channel since it last started listening (for Last-Event-ID resumes). Announcements are routed by
 * user, open match page and admin role: a stream only ever hears its own user's wallet, bell and
 * matches, the match it has open, and (admins) the review queues.
 */
export class LiveStreams {
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly byTournament = new Map<string, Set<Stream>>();
  private readonly admins = new Set<Stream>();
  private readonly replay: Buffered[] = [];
  private replayStart = 0;
  /** Everything after this was heard here (null: not listening, a resume cannot be served). */
  private coveredFrom: GlobalPosition | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly log: (message: string) => void = () => undefined) {}

  get size(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  start(): void {
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const streams of this.byUser.values()) for (const stream of streams) stream.res.end();
  }

  /** The channel is listening (again) from `from`: a gap before it cannot be replayed. */
  listening(from: GlobalPosition): void {
    const hadGap = this.coveredFrom === null;
    this.coveredFrom = from;
    this.replay.length = 0;
    this.replayStart = 0;
    // Streams open while the channel was down may have missed announcements: they refetch.
    if (hadGap) for (const stream of this.all()) this.send(stream, `data: {"kind":"resync"}\n\n`);
  }

  /** The channel dropped: until it listens again nothing can be resumed exactly. */
  lost(): void {
    this.coveredFrom = null;
  }

  /** Opens a stream on `res` (headers already sent). `lastEventId`: where a reconnecting client was. */
  open(res: ServerResponse, owner: StreamOwner, lastEventId: string | undefined): void {
    const resumeFrom = lastEventId === undefined ? null : parsePositionId(lastEventId);
    const stream: Stream = { ...owner, res, sessionHash: hashSession(owner.sessionId), after: resumeFrom };
    add(this.byUser, owner.userId, stream);
    if (owner.tournament) add(this.byTournament, owner.tournament, stream);
    if (owner.isAdmin) this.admins.add(stream);
    res.on('close', () => this.remove(stream));
    this.send(stream, `retry: 3000\n: connected\n\n`);
    if (lastEventId === undefined) return;
    const covered = this.coveredFrom;
    if (!resumeFrom || !covered || comparePositions(resumeFrom, covered) < 0) {
      this.send(stream, `data: {"kind":"resync"}\n\n`);
      return;
    }
    for (let i = this.replayStart; i < this.replay.length; i++) {
      const { position, notice } = this.replay[i]!;
      if (comparePositions(position, resumeFrom) > 0 && hears(stream, notice)) this.write(stream, notice);
    }
  }

  received(messages: readonly LiveMessage[]): void {
    for (const message of messages) {
      if (message.k === 'sessions-ended') this.endSessions(message);
      else this.announce(message);
    }
  }

  /** Closes the streams of ended sessions (hashes, as they travel between instances). */
  endSessions(ended: SessionsEnded): void {
    const sessions = new Set(ended.s ?? []);
    for (const stream of this.all()) {
      const user = ended.user;
      const byUser = user && user.id === stream.userId && user.except !== stream.sessionHash;
      if (sessions.has(stream.sessionHash) || byUser) stream.res.end();
    }
  }

  private announce(notice: LiveNotice): void {
    const position = parsePositionId(notice.p);
    if (!position) return;
    this.remember(position, notice);
    const audience = new Set<Stream>();
    for (const user of notice.u ?? []) for (const stream of this.byUser.get(user) ?? []) audience.add(stream);
    if (notice.t) for (const stream of this.byTournament.get(notice.t) ?? []) audience.add(stream);
    if (notice.a) for (const stream of this.admins) audience.add(stream);
    for (const stream of audience) {
      if (stream.after && comparePositions(position, stream.after) <= 0) continue;
      stream.after = null; // past the resume point: everything from here on is new
      this.write(stream, notice);
    }
  }

  private remember(position: GlobalPosition, notice: LiveNotice): void {
    this.replay.push({ position, notice });
    if (this.replay.length - this.replayStart > REPLAY_CAPACITY) {
      // The oldest goes; a resume from before it can no longer be served exactly.
      this.coveredFrom = this.replay[this.replayStart]!.position;
      this.replayStart++;
      if (this.replayStart > REPLAY_CAPACITY) {
        this.replay.splice(0, this.replayStart);
        this.replayStart = 0;
      }
    }
  }

  private write(stream: Stream, notice: LiveNotice): void {
    this.send(stream, `id: ${notice.p}\ndata: {"kind":"${notice.k}","id":${JSON.stringify(notice.i)}}\n\n`);
  }

  private send(stream: Stream, text: string): void {
    const res = stream.res;
    if (res.destroyed || res.writableEnded) return;
    if (res.writableLength > MAX_UNSENT_BYTES) {
      this.log(`live: dropped a stream that stopped reading (${res.writableLength} bytes unsent)`);
      res.destroy();
      return;
    }
    res.write(text);
  }

  private beat(): void {
    for (const stream of this.all()) this.send(stream, `: heartbeat\n\n`);
  }

  private *all(): Generator<Stream> {
    for (const streams of [...this.byUser.values()]) yield* [...streams];
  }

  private remove(stream: Stream): void {
    drop(this.byUser, stream.userId, stream);
    if (stream.tournament) drop(this.byTournament, stream.tournament, stream);
    this.admins.delete(stream);
  }
}

function hears(stream: Stream, notice: LiveNotice): boolean {
  return (
    (notice.u?.includes(stream.userId) ?? false) ||
    (notice.t !== undefined && notice.t === stream.tournament) ||
    (notice.a === 1 && stream.isAdmin)
  );
}

function add<K>(map: Map<K, Set<Stream>>, key: K, stream: Stream): void {
  const set = map.get(key) ?? new Set<Stream>();
  set.add(stream);
  map.set(key, set);
}

function drop<K>(map: Map<K, Set<Stream>>, key: K, stream: Stream): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) map.delete(key);
}
