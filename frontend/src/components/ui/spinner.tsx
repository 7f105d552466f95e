interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span className={`spinner spinner--${size}`} role="status" aria-label={label ?? 'Loading'}>
      <span className="spinner__ring" aria-hidden="true" />
      {label && <span className="spinner__label">{label}</span>}
    </span>
  );
}

/** Centred spinner for a whole page or route while something loads. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} size="lg" />
    </div>
  );
}
