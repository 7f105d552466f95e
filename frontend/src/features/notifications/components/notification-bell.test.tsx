import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { AppNotification } from '@/types/api';
import { NotificationBell } from './notification-bell';

function note(id: string, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    type: 'tournament',
    title: `Title ${id}`,
    message: `Message ${id}`,
    isRead: false,
    actionUrl: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

const posted = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  fetchMock.mock.calls.some(([u, init]) => u === url && init?.method === 'POST');

describe('NotificationBell', () => {
  it('counts the unread ones and follows a notification to its page, marking it read', async () => {
    const user = userEvent.setup();
    let read = false;
    const fetchMock = mockFetch({
      '/api/notifications': () =>
        json([note('n1', { isRead: read, actionUrl: '/tournaments/12' }), note('n2'), note('n3', { isRead: true })]),
      'POST /api/notifications/n1/read': () => {
        read = true;
        return json({ ok: true });
      },
    });
    renderWithProviders(<NotificationBell />, { path: '/' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    expect(screen.getByRole('region', { name: 'Notification list' })).toHaveTextContent('Message n1');
    await user.click(screen.getByRole('button', { name: /^Unread:\s*Title n1/ }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/12$/));
    expect(posted(fetchMock, '/api/notifications/n1/read')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks one, or all, as read', async () => {
    const user = userEvent.setup();
    const read = new Set<string>();
    const fetchMock = mockFetch({
      '/api/notifications': () => json(['n1', 'n2', 'n3'].map((id) => note(id, { isRead: read.has(id) }))),
      'POST /api/notifications/n2/read': () => {
        read.add('n2');
        return json({});
      },
      'POST /api/notifications/read-all': () => {
        ['n1', 'n2', 'n3'].forEach((id) => read.add(id));
        return json({});
      },
    });
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark as read: Title n2' }));
    expect(posted(fetchMock, '/api/notifications/n2/read')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read: Title n2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(posted(fetchMock, '/api/notifications/read-all')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows an empty list', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/notifications': json([]) });
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});
