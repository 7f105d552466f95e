import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BellIcon } from '@/components/ui/icons';
import { hardNavigate } from '@/lib/navigation';
import type { AppNotification } from '@/types/api';
import { NOTIFICATIONS_QUERY_KEY, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { inAppPath, timeAgo } from '../utils/notification-format';
import './notifications.css';

/** Navbar bell: unread count, and a list to read, mark as read, and follow. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const list = notifications.data ?? [];
  const unread = list.filter((n) => !n.isRead).length;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = () => {
    // Opening shows what arrived since the page loaded (nothing polls).
    if (!open) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    setOpen((value) => !value);
  };

  const follow = (notification: AppNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    setOpen(false);
    if (!notification.actionUrl) return;
    const path = inAppPath(notification.actionUrl);
    if (path) void navigate(path);
    else hardNavigate(notification.actionUrl);
  };

  return (
    <div className="notifications" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button notifications__button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <BellIcon size={18} />
        {unread > 0 && (
          <span className="notifications__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="notifications__panel" role="region" aria-label="Notification list">
          <div className="notifications__header">
            <h2 className="notifications__title">Notifications</h2>
            {unread > 0 && (
              <button
                type="button"
                className="notifications__link"
                onClick={() => markAll.mutate()}
                disabled={markAll.isPending}
              >
                Mark all as read
              </button>
            )}
          </div>
          {notifications.isPending ? (
            <p className="notifications__empty">Loading...</p>
          ) : notifications.isError && list.length === 0 ? (
            <p className="notifications__empty">Notifications couldn't be loaded.</p>
          ) : list.length === 0 ? (
            <p className="notifications__empty">No notifications yet.</p>
          ) : (
            <ul className="notifications__list">
              {list.map((n) => (
                <li key={n.id} className={n.isRead ? 'notification' : 'notification notification--unread'}>
                  <button type="button" className="notification__main" onClick={() => follow(n)}>
                    <span className="notification__title">
                      {!n.isRead && (
                        <>
                          <span className="notification__dot" aria-hidden="true" />
                          <span className="sr-only">Unread: </span>
                        </>
                      )}
                      {n.title}
                    </span>
                    <span className="notification__message">{n.message}</span>
                    <span className="notification__time">{timeAgo(n.createdAt)}</span>
                  </button>
                  {!n.isRead && (
                    <button
                      type="button"
                      className="notifications__link notification__mark"
                      onClick={() => markRead.mutate(n.id)}
                    >
                      {/* The name starts with the visible words (WCAG 2.5.3), then says which one. */}
                      Mark as read<span className="sr-only">: {n.title}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
