import type { ReactElement } from 'react';
import type { Mock } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session-query-key';
import { makeUser, renderWithProviders } from '@/testing/test-utils';
import type { PaymentIntentAnswer, User } from '@/types/api';

/** Renders with the session already cached, as it is on every signed-in screen. */
export function renderSignedIn(
  ui: ReactElement,
  { user = makeUser(), path = '/', moneyRules = true }: { user?: User; path?: string; moneyRules?: boolean } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  return renderWithProviders(ui, { queryClient, path, moneyRules });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function intentFor(amount: string, fee: string, total: string, id = 'pi_sim_test123'): PaymentIntentAnswer {
  return { clientSecret: `${id}_secret_abc`, paymentIntentId: id, amount, fee, total, mode: 'simulated' };
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  idempotencyKey: string | undefined;
}

/** The calls a fetch mock received, with parsed bodies and the Idempotency-Key header. */
export function sentRequests(fetchMock: Mock): SentRequest[] {
  return fetchMock.mock.calls.map(([url, init]) => {
    const request = init as RequestInit | undefined;
    const headers = (request?.headers ?? {}) as Record<string, string>;
    return {
      method: request?.method ?? 'GET',
      url: String(url),
      body: typeof request?.body === 'string' ? (JSON.parse(request.body) as unknown) : undefined,
      idempotencyKey: headers['Idempotency-Key'],
    };
  });
}

export const posts = (fetchMock: Mock) => sentRequests(fetchMock).filter((r) => r.method === 'POST');
