import { useEffect, useRef, type ReactNode } from 'react';

/**
 * When a multi-step dialog moves to another step, the control that was pressed disappears and
 * focus would fall to the page. Move it to the new step's first field, else its first button.
 * The first step is left alone: the dialog focuses it when it opens.
 */
export function StepFocus({ step, children }: { step: string; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const isFirst = useRef(true);

  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const root = container.current;
    const target =
      root?.querySelector<HTMLElement>('input:not([disabled])') ??
      root?.querySelector<HTMLElement>('button:not([disabled])');
    target?.focus();
  }, [step]);

  return <div ref={container}>{children}</div>;
}
