import { Injectable } from '@nestjs/common';

/**
 * The account links' only source of time (a link's one-hour life is measured with it), so API
 * specs can move time forward instead of waiting.
 */
@Injectable()
export class AccountClock {
  private source: () => number = Date.now;

  now(): Date {
    return new Date(this.source());
  }

  /** Replaces the time source (tests only). */
  useSource(source: () => number): void {
    this.source = source;
  }
}
