import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const props = () => ({
  title: 'Approve deposit',
  confirmLabel: 'Credit the wallet',
  onConfirm: vi.fn(),
  onClose: vi.fn(),
});

describe('ConfirmDialog', () => {
  it('says what happens and confirms only on the confirm button', async () => {
    const p = props();
    render(
      <ConfirmDialog {...p} pending={false}>
        <p>Credit $50.00 to ana@example.test?</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
    expect(dialog).toHaveTextContent('Credit $50.00 to ana@example.test?');
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(p.onClose).toHaveBeenCalledOnce();
    expect(p.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Credit the wallet' }));
    expect(p.onConfirm).toHaveBeenCalledWith('');
  });

  it('sends one request for a double-click, and allows a retry once the request has finished', async () => {
    const p = props();
    const { rerender } = render(<ConfirmDialog {...p} pending={false} />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Credit the wallet' }));
    expect(p.onConfirm).toHaveBeenCalledOnce();
    rerender(<ConfirmDialog {...p} pending />);
    rerender(<ConfirmDialog {...p} pending={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Credit the wallet' }));
    expect(p.onConfirm).toHaveBeenCalledTimes(2);
  });

  it('waits while the request is under way: no second click, no closing', async () => {
    const p = props();
    render(<ConfirmDialog {...p} pending />);
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(p.onClose).not.toHaveBeenCalled();
  });

  it('keeps the confirm button off until a required reason is written, and passes it trimmed', async () => {
    const p = props();
    render(
      <ConfirmDialog
        {...p}
        confirmLabel="Reject"
        destructive
        pending={false}
        reason={{ label: 'Reason', required: true }}
      />,
    );
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    expect(reject).toHaveClass('btn--danger');
    await userEvent.type(screen.getByLabelText('Reason'), '   ');
    expect(reject).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reason'), 'No transfer arrived.  ');
    await userEvent.click(reject);
    expect(p.onConfirm).toHaveBeenCalledWith('No transfer arrived.');
  });

  it('takes an optional reason, and starts empty at every opening', async () => {
    const p = props();
    const { rerender } = render(<ConfirmDialog {...p} pending={false} reason={{ label: 'Reason', required: false }} />);
    expect(screen.getByLabelText('Reason')).toHaveAttribute('placeholder', 'Optional');
    await userEvent.type(screen.getByLabelText('Reason'), 'Rain');
    rerender(<ConfirmDialog {...p} open={false} pending={false} reason={{ label: 'Reason', required: false }} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<ConfirmDialog {...p} open pending={false} reason={{ label: 'Reason', required: false }} />);
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Credit the wallet' }));
    expect(p.onConfirm).toHaveBeenCalledWith('');
  });
});
