/** Where sign-in returns to: only a path of this app (never another origin, never /auth itself). */
export function safeReturnPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/auth' || next.startsWith('/auth?')) return '/';
  return next;
}
