/**
 * Shared by every feature that refreshes or clears the session (login, logout, rating, 401 handling)
 * without importing the auth feature itself.
 */
export const SESSION_QUERY_KEY = ['/api/user/session'] as const;
