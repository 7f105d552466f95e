/**
 * A command was stored but the read models did not catch up in time. It lives here, below the
 * projections, so the HTTP error filter can answer it without importing the projection runner.
 */
export class ProjectionTimeoutError extends Error {
  readonly code = 'PROJECTIONS.TIMEOUT';
  constructor(timeoutMs: number) {
    super(
      `Your change was saved, but the screens did not catch up within ${timeoutMs} ms. Refresh in a moment to see it.`,
    );
    this.name = 'ProjectionTimeoutError';
  }
}
