import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';

/**
 * BENCH_PROFILE=<folder>: a V8 CPU profile of the app's thread during each HTTP phase only (not the
 * set-up's registrations and funding), written as <folder>/<phase>.cpuprofile for Chrome's DevTools.
 */
export class PhaseProfiler {
  private session: Session | null = null;

  constructor(private readonly folder: string | undefined) {}

  async start(): Promise<void> {
    if (!this.folder) return;
    this.session = new Session();
    this.session.connect();
    await this.session.post('Profiler.enable');
    await this.session.post('Profiler.setSamplingInterval', { interval: 200 });
    await this.session.post('Profiler.start');
  }

  async stop(phase: string): Promise<void> {
    if (!this.folder || !this.session) return;
    const { profile } = await this.session.post('Profiler.stop');
    this.session.disconnect();
    this.session = null;
    writeFileSync(join(this.folder, `${phase.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
  }
}
