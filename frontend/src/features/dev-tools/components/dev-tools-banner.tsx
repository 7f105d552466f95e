/** Shown on every developer test page. */
export function DevToolsBanner() {
  return (
    <p className="notice" role="note">
      Developer tools — not available in production
    </p>
  );
}
