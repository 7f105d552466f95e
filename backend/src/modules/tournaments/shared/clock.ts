import { Injectable } from '@nestjs/common';

/**
 * The tournaments' only source of time: deadlines (start time, reservation holds, the 24-hour
 * confirmation window) are compared with `now()`, never with `new Date()`, so API specs can move
 * time forward (test/test-app.ts installs a TestClock) instead of waiting.
 */
@Injectable()
export class Clock {
  private source: () => number = Date.now;

  now(): Date {
    return new Date(this.source());
  }

  nowIso(): string {
    return this.now().toISOString();
  }

  /** Replaces the time source (tests only); returns the previous one. */
  useSource(source: () => number): () => number {
    const previous = this.source;
    this.source = source;
    return previous;
  }
}
