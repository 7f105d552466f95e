import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('./.data'),
  // Tests only: the embedded PostgreSQL without fsync (see .env.example); refused outside NODE_ENV=test.
  EMBEDDED_PG_FSYNC: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off']).default('on')),
  SESSION_SECRET: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  EVENTSTORE_CONNECTION_STRING: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  // Where the Stripe SDK sends API calls (default api.stripe.com); tests point it at a local stand-in.
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(11),
  PROJECTION_WAIT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Reads and checks the environment once, at start-up. Bad configuration stops the process with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (production && !c.SESSION_SECRET) {
    throw new Error('SESSION_SECRET must be set when NODE_ENV=production (it signs the session cookies).');
  }
  if (c.EMBEDDED_PG_FSYNC === 'off' && c.NODE_ENV !== 'test') {
    throw new Error(
      'Invalid configuration: EMBEDDED_PG_FSYNC=off is only allowed with NODE_ENV=test (without fsync a power cut can lose acknowledged money).',
    );
  }
  if ((c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) || (!c.ADMIN_EMAIL && c.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  return {
    nodeEnv: c.NODE_ENV,
    production,
    port: c.PORT,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    /** fsync, synchronous_commit and full_page_writes on for the embedded PostgreSQL (always, outside tests). */
    embeddedPgDurable: c.EMBEDDED_PG_FSYNC === 'on',
    sessionSecret: c.SESSION_SECRET ?? 'development-only-session-secret-not-for-production',
    admin: c.ADMIN_EMAIL && c.ADMIN_PASSWORD ? { email: c.ADMIN_EMAIL, password: c.ADMIN_PASSWORD } : null,
    eventStoreConnectionString: c.EVENTSTORE_CONNECTION_STRING,
    stripe: {
      secretKey: c.STRIPE_SECRET_KEY,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET,
      publishableKey: c.STRIPE_PUBLISHABLE_KEY,
      apiHost: c.STRIPE_API_HOST,
      apiPort: c.STRIPE_API_PORT,
      apiProtocol: c.STRIPE_API_PROTOCOL,
    },
    seedDemoData: c.SEED_DEMO_DATA ? c.SEED_DEMO_DATA === 'true' : c.NODE_ENV === 'development',
    bcryptRounds: c.BCRYPT_ROUNDS,
    projectionWaitTimeoutMs: c.PROJECTION_WAIT_TIMEOUT_MS,
    loginThrottle: {
      maxFailuresPerEmail: c.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerAddress: c.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: c.LOGIN_WINDOW_MINUTES,
    },
  };
}
