import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

type Id = 'one' | 'two' | 'three';
const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Harness({ variant }: { variant?: 'segmented' | 'page' | 'buttons' }) {
  const [tab, setTab] = useState<Id>('one');
  return (
    <Tabs label="Numbers" tabs={TABS} value={tab} onChange={setTab} variant={variant}>
      <p>Content of {tab}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the tablist, selects one tab and ties each tab to its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toHaveClass('tabs');
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('Content of one');
    expect(tab('One')).toHaveAttribute('aria-controls', panel.id);
    // Every tab's aria-controls names an element; only the selected panel is shown and has content.
    for (const name of ['Two', 'Three']) {
      const controlled = document.getElementById(tab(name).getAttribute('aria-controls') ?? '');
      expect(controlled).not.toBeNull();
      expect(controlled).not.toBeVisible();
      expect(controlled).toBeEmptyDOMElement();
    }
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
    await user.click(tab('Three'));
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Three')).toHaveAttribute('tabindex', '0');
    expect(tab('One')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of three');
    await user.tab();
    expect(tab('Three')).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(tab('Three')).toHaveFocus();
  });

  it('moves selection and focus with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of two');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Three')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of three');
    await user.keyboard('{ArrowDown}');
    expect(tab('Three')).toHaveFocus();
  });

  it('draws the page and button looks with their own classes', () => {
    const { unmount } = render(<Harness variant="page" />);
    expect(screen.getByRole('tablist')).toHaveClass('page-tabs');
    expect(tab('One')).toHaveClass('tabs__tab');
    unmount();
    render(<Harness variant="buttons" />);
    expect(screen.getByRole('tablist')).toHaveClass('button-tabs');
    expect(tab('One')).toHaveClass('btn', 'btn--primary');
    expect(tab('Two')).toHaveClass('btn', 'btn--outline');
  });
});
