import type { APIRequestContext, BrowserContext } from 'playwright-core';

/** Registers a player through the API inside a browser context, so the page is signed in as them. */
export async function signUpInContext(
  context: BrowserContext,
  firstName: string,
): Promise<{ id: string; email: string }> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const res = await context.request.post('/api/auth/register', {
    data: {
      email,
      password: 'a-long-enough-password',
      firstName,
      lastName: 'Player',
      dateOfBirth: '1990-04-01',
      country: 'US',
      region: 'US-CA',
    },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; email: string };
}

/** Signs an API request context in as the start-up admin. */
export async function signInAdmin(request: APIRequestContext, email: string, password: string): Promise<void> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  if (res.status() !== 200) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
}
