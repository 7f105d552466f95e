import { MessageTransport, OutboundMessage } from './message-transport.port';

export type Channel = OutboundMessage['channel'];

/**
 * One transport per channel. A channel without one is not claimed at all by the dispatcher: its
 * messages stay queued in the outbox (e.g. e-mail while SMTP_URL is unset) instead of being marked
 * sent by something that did not send them.
 */
export class ChannelTransport implements MessageTransport {
  constructor(private readonly byChannel: Partial<Record<Channel, MessageTransport>>) {}

  get channels(): Channel[] {
    return (Object.keys(this.byChannel) as Channel[]).filter((channel) => this.byChannel[channel]);
  }

  transportFor(channel: Channel): MessageTransport | undefined {
    return this.byChannel[channel];
  }

  send(message: OutboundMessage): Promise<void> {
    const transport = this.byChannel[message.channel];
    if (!transport) return Promise.reject(new Error(`no transport for ${message.channel}`));
    return transport.send(message);
  }

  close(): void {
    for (const transport of Object.values(this.byChannel)) {
      if (transport && 'close' in transport && typeof transport.close === 'function') (transport.close as () => void)();
    }
  }
}
