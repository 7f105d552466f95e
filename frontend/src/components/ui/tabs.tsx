import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TabItem<T extends string> = { id: T; label: ReactNode };

/** The look: a two-up segmented switch, a row of page tabs that wraps on phones, or a row of buttons. */
type Variant = 'segmented' | 'page' | 'buttons';

const LIST_CLASS: Record<Variant, string> = { segmented: 'tabs', page: 'page-tabs', buttons: 'button-tabs' };
const tabClass = (variant: Variant, selected: boolean) =>
  variant === 'buttons' ? `btn ${selected ? 'btn--primary' : 'btn--outline'}` : 'tabs__tab';

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move the selection and the focus;
 * only the selected tab is in the Tab order (roving tabindex). Only the selected panel's content is mounted;
 * the other panels are empty and hidden so every tab's aria-controls names an element.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  variant = 'segmented',
  className,
  panelClassName,
  children,
}: {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  variant?: Variant;
  /** A class on a wrapper around the tablist and the panels; without it they sit in the parent's layout. */
  className?: string;
  panelClassName?: string;
  /** The selected tab's content. */
  children: ReactNode;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step || tabs.length === 0) return;
    event.preventDefault();
    const current = Math.max(
      0,
      tabs.findIndex((t) => t.id === value),
    );
    const next = tabs[step(current, tabs.length)]!; // an index modulo the length
    onChange(next.id);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(next.id)}"]`)?.focus();
  };

  const content = (
    <>
      <div ref={listRef} className={LIST_CLASS[variant]} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className={tabClass(variant, selected)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <div
            key={tab.id}
            id={panelId(tab.id)}
            role="tabpanel"
            aria-labelledby={tabId(tab.id)}
            className={panelClassName}
            hidden={!selected}
          >
            {selected ? children : null}
          </div>
        );
      })}
    </>
  );
  return className ? <div className={className}>{content}</div> : content;
}
