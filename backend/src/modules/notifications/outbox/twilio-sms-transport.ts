import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import { MessageTransport, OutboundMessage } from './message-transport.port';
import { messageText } from './message-text';

export interface TwilioSmsTransportOptions {
  accountSid: string;
  authToken: string;
  from: string;
  publicUrl: string;
  /** Send the SDK's requests here instead of https://api.twilio.com (a local stand-in in tests). */
  apiBaseUrl?: string;
}

/** Sends every request to another origin, keeping path and query (the SDK has no base-URL option). */
class RedirectingRequestClient extends RequestClient {
  constructor(private readonly baseUrl: string) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const original = new URL(opts.uri);
    const target = new URL(original.pathname + original.search, this.baseUrl);
    return super.request<TData>({ ...opts, uri: target.href });
  }
}

/**
 * Text messages through Twilio's Messages API. Resolves once Twilio accepted the message (a
 * message SID came back); an error answer or a network failure rejects and the dispatcher retries.
 * Twilio has no idempotency key for messages, so a crash between its answer and our mark can send
 * a text twice (at least once, as documented).
 */
export class TwilioSmsTransport implements MessageTransport {
  private readonly client: ReturnType<typeof twilio>;

  constructor(private readonly options: TwilioSmsTransportOptions) {
    this.client = twilio(options.accountSid, options.authToken, {
      httpClient: options.apiBaseUrl ? new RedirectingRequestClient(options.apiBaseUrl) : undefined,
      autoRetry: false,
    });
  }

  async send(message: OutboundMessage): Promise<void> {
    if (message.channel !== 'sms') throw new Error(`the Twilio transport sends texts, not ${message.channel}`);
    const sent = await this.client.messages.create({
      to: message.recipient,
      from: this.options.from,
      body: messageText(message, this.options.publicUrl),
    });
    if (!sent.sid) throw new Error('Twilio answered without a message id');
  }
}
