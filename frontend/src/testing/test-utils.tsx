import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { UnauthorizedHandler } from '@/app/layout/unauthorized-handler';
import { AppRoutes } from '@/app/router';
import { Toaster } from '@/components/ui/toaster';
import { MONEY_RULES_PATH, MONEY_RULES_QUERY_KEY } from '@/lib/money-rules';
import { createQueryClient } from '@/lib/query-client';
import type { User, UserStats } from '@/types/api';
import { MONEY_RULES, MONEY_RULES_JSON } from './money-rules';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'alex@example.com',
    emailVerified: true,
    firstName: 'Alex',
    lastName: 'Rivera',
    profileImageUrl: null,
    balance: '125.50',
    pendingBalance: '0.00',
    padelRating: '1.0',
    pickleballRating: '1.0',
    isRatingComplete: true,
    isAdmin: false,
    secondFactorEnabled: false,
    phone: null,
    city: null,
    bio: null,
    yearsPlaying: 0,
    totalMatches: 0,
    preferredPosition: null,
    favoriteGame: 'padel',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const emptyStats: UserStats = {
  tournamentsPlayed: 0,
  tournamentsWon: 0,
  winRate: 0,
  totalEarnings: '0.00',
  activeTournaments: 0,
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * Stubs global fetch with a table of "METHOD /path" (or "/path" for GET) handlers.
 * Unknown calls answer 404 so a missing stub shows up as a failed call, never a hang.
 */
/** The server's payments configuration with a bank account configured (BANK_* set). Override per test. */
export const PAYMENTS_CONFIG = {
  mode: 'simulated',
  publishableKey: null,
  cardFeePercent: '3.00',
  cardPaymentsAvailable: true,
  bankTransfer: {
    bankName: 'Meezan Bank',
    accountTitle: 'CourtCash (Pvt) Ltd',
    accountNumber: '0123-4567890123',
    iban: 'PK36MEZN0001230104567890',
    swift: null,
  },
};

const DEFAULT_GET_ROUTES: Record<string, unknown> = {
  '/api/payments/config': PAYMENTS_CONFIG,
  [MONEY_RULES_PATH]: MONEY_RULES_JSON,
};

// Each route answers with a Handler, a Response, or any other value as a JSON body.
export function mockFetch(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const route =
      routes[`${method} ${url}`] ?? (method === 'GET' ? (routes[url] ?? DEFAULT_GET_ROUTES[url]) : undefined);
    if (route === undefined) return json({ message: `No stub for ${method} ${url}` }, 404);
    if (typeof route === 'function') return (route as Handler)(init, url);
    if (route instanceof Response) return route.clone();
    return json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise the test resolves by hand, to hold a request pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{location.pathname}</div>
      <div data-testid="search">{location.search}</div>
    </>
  );
}

/**
 * The server's money rules are cached up front, as after the app's first GET /api/config/money;
 * pass `moneyRules: false` to test a screen while they load or fail.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    queryClient = createQueryClient(),
    moneyRules = true,
  }: { path?: string; queryClient?: QueryClient; moneyRules?: boolean } = {},
) {
  if (moneyRules && queryClient.getQueryData(MONEY_RULES_QUERY_KEY) === undefined) {
    queryClient.setQueryData(MONEY_RULES_QUERY_KEY, MONEY_RULES);
  }
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}

/** The whole app (session-gated routes, 401 handler, toasts) at a given path. */
export function renderApp(path = '/', queryClient?: QueryClient) {
  return renderWithProviders(
    <>
      <UnauthorizedHandler />
      <AppRoutes />
    </>,
    { path, queryClient },
  );
}

export async function flush(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}
