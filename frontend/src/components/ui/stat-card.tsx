import type { ReactNode } from 'react';

/** A figure with its label and a tinted icon (the stat grids of the home and My Games pages). */
export function StatCard({
  label,
  icon,
  tone,
  children,
}: {
  label: string;
  icon: ReactNode;
  tone: 'blue' | 'green' | 'amber' | 'purple' | 'red';
  children: ReactNode;
}) {
  return (
    <div className="stat-card">
      <span className={`icon-badge icon-badge--${tone}`}>{icon}</span>
      <div>
        <div className="stat-card__value">{children}</div>
        <div className="stat-card__label">{label}</div>
      </div>
    </div>
  );
}
