import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { toast, TOAST_DURATION_MS } from './use-toast';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Second', description: 'two' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('closes by itself after 5 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Success', description: 'Logged in successfully!' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Success')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('is dismissed by a swipe to the right of more than 50 px', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 151, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('stays after a swipe of 50 px or less, or a swipe to the left', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Stay' });
    });
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 150, pointerId: 1 });
    expect(screen.getByText('Stay')).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 0, pointerId: 1 });
    expect(screen.getByText('Stay')).toBeInTheDocument();
  });

  it('has a close button and a destructive variant', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' });
    });
    const item = screen.getByRole('status').closest('li');
    expect(item).toHaveClass('toast--destructive');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });
});
