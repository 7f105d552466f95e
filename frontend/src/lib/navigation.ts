/** A full browser navigation (page reload), e.g. after login or to a server route like /api/login. */
export function hardNavigate(url: string): void {
  window.location.href = url;
}
