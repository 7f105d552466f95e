/** "just now", "5m ago", "3h ago", "2d ago", then the date. */
export function timeAgo(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const then = new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return then.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** An in-app path for the router, or null when the URL leaves the site. */
export function inAppPath(actionUrl: string, origin: string = window.location.origin): string | null {
  if (actionUrl.startsWith('/') && !actionUrl.startsWith('//')) return actionUrl;
  try {
    const url = new URL(actionUrl);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
