export default async function globalTeardown(): Promise<void> {
  const clusters = (globalThis as { __TEST_PG__?: Array<{ stop(): Promise<void> }> }).__TEST_PG__ ?? [];
  await Promise.all(clusters.map((pg) => pg.stop()));
}
