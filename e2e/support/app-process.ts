/**
 * Whether an app process we spawned says it is listening on `port` (main.ts prints this line once
 * `listen` succeeded). A free port is found by binding port 0 and closing it, so another process on
 * the machine can take the same port before the app binds it: its health answer would then be that
 * process's. Waits for health therefore count only once our own app says it holds the port.
 */
export function listeningOn(output: string, port: number): boolean {
  return new RegExp(`CourtCash is running at http://[^\\s/]+:${port}\\b`).test(output);
}
