import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('requires all four fields, with an email-type email', () => {
    renderWithProviders(<ContactPage />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('stores the message on the server, then confirms with a toast and clears the form', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/support/messages': json({ id: 'm1', status: 'received', receivedAt: '2026-11-24T08:00:00.000Z' }, 201),
    });
    renderWithProviders(<ContactPage />);
    await user.type(screen.getByLabelText('Name'), 'Alex');
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A question about fees');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the message was not sent when the server refuses it, and keeps the text', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/support/messages': json(
        { message: 'You have sent several messages in the last hour.', code: 'SUPPORT.TOO_MANY_MESSAGES' },
        429,
      ),
    });
    renderWithProviders(<ContactPage />);
    await user.type(screen.getByLabelText('Name'), 'Alex');
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A question about fees');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message was not sent');
    expect(screen.queryByText('Message sent!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('A question about fees');
  });

  it('lists the support hours', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByText('9:00 AM - 6:00 PM')).toBeInTheDocument();
    expect(screen.getByText('10:00 AM - 4:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });
});
