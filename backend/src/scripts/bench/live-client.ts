import { EventEmitter } from 'node:events';
import { IncomingHttpHeaders, IncomingMessage, request } from 'node:http';

export interface LiveEvent {
  id: string | undefined;
  kind: string;
  subject: string | undefined;
  /** When this client parsed it (performance.now()). */
  at: number;
  /** The same instant on the wall clock (Date.now()), to compare with the event's recorded time. */
  wallAt: number;
}

/**
 * A GET /api/live reader over node:http, as a browser's EventSource would read it (the bench's live
 * section and the API spec).
 */
export class LiveClient {
  readonly events: LiveEvent[] = [];
  private readonly emitter = new EventEmitter();
  private ended = false;
  private text = '';

  private constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    private readonly response: IncomingMessage,
    readonly body: string,
  ) {
    this.emitter.setMaxListeners(0);
  }

  /** `base`: http://host:port; `query`: e.g. `?tournament=…`. Resolves once the headers arrive. */
  static open(
    base: string,
    cookie: string,
    options: { query?: string; lastEventId?: string } = {},
  ): Promise<LiveClient> {
    return new Promise((resolve, reject) => {
      const req = request(`${base}/api/live${options.query ?? ''}`, {
        headers: {
          cookie,
          accept: 'text/event-stream',
          ...(options.lastEventId !== undefined ? { 'last-event-id': options.lastEventId } : {}),
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        res.setEncoding('utf8');
        if (res.statusCode !== 200) {
          let body = '';
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(new LiveClient(res.statusCode ?? 0, res.headers, res, body)));
          return;
        }
        const client = new LiveClient(200, res.headers, res, '');
        res.on('data', (chunk: string) => client.receive(chunk));
        const end = () => {
          if (client.ended) return;
          client.ended = true;
          client.emitter.emit('change');
        };
        res.on('end', end);
        res.on('close', end);
        res.on('error', end);
        resolve(client);
      });
      req.end();
    });
  }

  get isClosed(): boolean {
    return this.ended;
  }

  /** The first event (already received or to come) that `match` accepts. */
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs = 5000): Promise<LiveEvent> {
    return this.until(() => this.events.find(match) ?? null, timeoutMs, 'a matching live event');
  }

  /** Resolves when the server ends the stream. */
  waitForClose(timeoutMs = 5000): Promise<void> {
    return this.until(() => (this.ended ? true : null), timeoutMs, 'the stream to close').then(() => undefined);
  }

  close(): void {
    this.response.destroy();
  }

  private until<T>(probe: () => T | null, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = probe();
        if (value === null) return;
        clearTimeout(timer);
        this.emitter.off('change', check);
        resolve(value);
      };
      const timer = setTimeout(() => {
        this.emitter.off('change', check);
        reject(new Error(`waited ${timeoutMs} ms for ${what}; heard ${JSON.stringify(this.events)}`));
      }, timeoutMs);
      this.emitter.on('change', check);
      check();
    });
  }

  private receive(chunk: string): void {
    this.text += chunk;
    let end: number;
    while ((end = this.text.indexOf('\n\n')) >= 0) {
      const block = this.text.slice(0, end);
      this.text = this.text.slice(end + 2);
      let id: string | undefined;
      let data: string | undefined;
      for (const line of block.split('\n')) {
        if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data = line.slice(6);
      }
      if (data === undefined) continue;
      const parsed = JSON.parse(data) as { kind: string; id?: string };
      this.events.push({ id, kind: parsed.kind, subject: parsed.id, at: performance.now(), wallAt: Date.now() });
    }
    this.emitter.emit('change');
  }
}
