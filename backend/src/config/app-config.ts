import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseMoney } from '../domain/shared/money';
import {
  MAKE_A_SECRET,
  MIN_SESSION_SECRET_BITS,
  MIN_SESSION_SECRET_LENGTH,
  loadOrCreateSessionSecret,
  sessionSecretBits,
} from './session-secret';
import { DAILY_WITHDRAWAL_LIMIT_CENTS } from '../domain/wallet/wallet.limits';
import { DEFAULT_RESTRICTED_REGIONS } from '../domain/player/player.policy';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const schema = z.object({
  // No default: unset is neither development nor production, and gets the safe choices (see below).
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The interface the server listens on; unset: 127.0.0.1 (this machine only) outside production.
  HOST: optionalText,
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
  // PayPal (docs/decisions/money-rails.md): both set, or PayPal is shown unavailable and refused.
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  // The webhook's id at PayPal, sent back in verify-webhook-signature; unset: every webhook is refused.
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  // Where API calls go instead of api-m.(sandbox.)paypal.com; tests point it at a local stand-in.
  PAYPAL_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  ENABLE_TEST_TOOLS: z.enum(['true', 'false']).optional(),
  // The app's own origin as browsers see it (https://courtcash.example), for the cross-site check.
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://courtcash.example' }).optional(),
  ),
  BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(11),
  PROJECTION_WAIT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** Register and password reset answer no sooner than this after the request arrived (no enumeration by timing). */
  ACCOUNT_ANSWER_FLOOR_MS: z.coerce.number().int().min(0).default(1000),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // What a player can make us send by inviting (docs/decisions/invitations-notifications.md).
  INVITATIONS_PER_MATCH_PER_DAY: z.coerce.number().int().min(1).default(12),
  INVITATIONS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(3),
  INVITATIONS_PER_SENDER_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Reverse proxies in front of the app whose X-Forwarded-For is believed; 0 = none (use the socket address).
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // Messages (docs/decisions/messaging.md): the site's public address builds every link in a message.
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  // Where the Twilio SDK sends API calls (default https://api.twilio.com); tests point it at a stand-in.
  TWILIO_API_BASE_URL: optionalText,
  // Bank transfer details shown to players; bank transfer is unavailable until all are set.
  BANK_NAME: optionalText,
  BANK_ACCOUNT_TITLE: optionalText,
  BANK_ACCOUNT_NUMBER: optionalText,
  BANK_IBAN: optionalText,
  BANK_SWIFT: optionalText,
  // Four eyes (docs/decisions/money-rails.md): above this a second admin must approve an adjustment,
  // a deposit approval or a payout. Dollars, "500.00".
  FOUR_EYES_THRESHOLD: z
    .string()
    .default('500.00')
    .transform((value, ctx) => {
      const cents = parseMoney(value);
      if (cents === null || cents < 0) {
        ctx.addIssue({ code: 'custom', message: 'must be an amount in dollars such as 500.00' });
        return z.NEVER;
      }
      return cents;
    }),
  // The ledger's seals (docs/decisions/ledger-integrity.md): an Ed25519 key (PKCS#8 PEM or a 32-byte
  // seed in hex/base64); unset: one is made once and kept in DATA_DIR.
  LEDGER_SIGNING_KEY: optionalText,
  LEDGER_SEAL_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  // Where paid play is not offered: comma-separated ISO 3166-1 countries and ISO 3166-2 regions.
  // Unset: DEFAULT_RESTRICTED_REGIONS (docs/decisions/eligibility.md); empty: nowhere.
  RESTRICTED_REGIONS: z.string().optional(),
  KYC_UNVERIFIED_DEPOSIT_LIMIT: optionalText,
  KYC_ENHANCED_DAILY_WITHDRAWAL_LIMIT: optionalText,
  // Who checks identities (docs/decisions/eligibility.md). Unset: the simulated one in test mode,
  // Stripe Identity when Stripe keys are set, otherwise manual review of uploaded documents by
  // finance staff (needs no configuration). "simulated" is refused in production.
  IDENTITY_PROVIDER: z.enum(['simulated', 'stripe', 'manual']).optional(),
});

/** A configuration the app refuses to start with; main prints its sentence without a stack. */
export class ConfigError extends Error {}

export type AppConfig = ReturnType<typeof loadConfig>;

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Reads and checks the environment once, at start-up. Bad configuration stops the process with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (production && !c.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET must be set when NODE_ENV=production (it signs the session cookies).');
  }
  if (production && c.SESSION_SECRET && c.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH) {
    throw new ConfigError(
      `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters when NODE_ENV=production ` +
        `(it has ${c.SESSION_SECRET.length}); ${MAKE_A_SECRET}`,
    );
  }
  if (production && c.SESSION_SECRET) {
    const bits = Math.floor(sessionSecretBits(c.SESSION_SECRET));
    if (bits < MIN_SESSION_SECRET_BITS) {
      throw new ConfigError(
        `SESSION_SECRET is too easy to guess for NODE_ENV=production: about ${bits} bits, at least ` +
          `${MIN_SESSION_SECRET_BITS} are needed (repeats, sequences and words count for little); ${MAKE_A_SECRET}`,
      );
    }
  }
  if (production && c.ENABLE_TEST_TOOLS === 'true') {
    throw new ConfigError('ENABLE_TEST_TOOLS=true is refused when NODE_ENV=production (test tools can mint money).');
  }
  if (production && c.SEED_DEMO_DATA === 'true') {
    throw new ConfigError('SEED_DEMO_DATA=true is refused when NODE_ENV=production (demo accounts are for laptops).');
  }
  if (c.EMBEDDED_PG_FSYNC === 'off' && c.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration: EMBEDDED_PG_FSYNC=off is only allowed with NODE_ENV=test (without fsync a power cut can lose acknowledged money).',
    );
  }
  if ((c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) || (!c.ADMIN_EMAIL && c.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  // Test tools (/api/test/*, the test pages, the simulated card processor) are an explicit opt-in:
  // NODE_ENV=development or test, or ENABLE_TEST_TOOLS=true. Never with NODE_ENV unset.
  const testTools = c.ENABLE_TEST_TOOLS
    ? c.ENABLE_TEST_TOOLS === 'true'
    : c.NODE_ENV === 'development' || c.NODE_ENV === 'test';
  return {
    /** null when NODE_ENV is unset: not development, not production. */
    nodeEnv: c.NODE_ENV ?? null,
    production,
    port: c.PORT,
    /**
     * Where the HTTP server listens. Outside production only this machine can connect (the dev
     * tools and demo accounts stay on the laptop); production listens on every interface behind its
     * proxy. A container sets HOST=0.0.0.0 (docker-compose.yml), its port published on 127.0.0.1.
     */
    host: c.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    /** fsync, synchronous_commit and full_page_writes on for the embedded PostgreSQL (always, outside tests). */
    embeddedPgDurable: c.EMBEDDED_PG_FSYNC === 'on',
    sessionSecret: c.SESSION_SECRET ?? generatedSessionSecret(c.NODE_ENV, c.DATA_DIR),
    /** The app's own origin (scheme://host[:port]) from PUBLIC_URL; null: the request's own Host. */
    publicOrigin: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : null,
    testTools,
    /** The simulated card processor runs only with the test tools, and never in production. */
    simulatedPayments: testTools && !production,
    admin: c.ADMIN_EMAIL && c.ADMIN_PASSWORD ? { email: c.ADMIN_EMAIL, password: c.ADMIN_PASSWORD } : null,
    eventStoreConnectionString: c.EVENTSTORE_CONNECTION_STRING,
    ledgerSeals: { signingKey: c.LEDGER_SIGNING_KEY ?? null, intervalMs: c.LEDGER_SEAL_INTERVAL_SECONDS * 1000 },
    stripe: {
      secretKey: c.STRIPE_SECRET_KEY,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET,
      publishableKey: c.STRIPE_PUBLISHABLE_KEY,
      apiHost: c.STRIPE_API_HOST,
      apiPort: c.STRIPE_API_PORT,
      apiProtocol: c.STRIPE_API_PROTOCOL,
    },
    /** null: no PayPal credentials, so PayPal is unavailable. */
    paypal:
      c.PAYPAL_CLIENT_ID && c.PAYPAL_CLIENT_SECRET
        ? {
            clientId: c.PAYPAL_CLIENT_ID,
            clientSecret: c.PAYPAL_CLIENT_SECRET,
            webhookId: c.PAYPAL_WEBHOOK_ID ?? null,
            environment: c.PAYPAL_ENVIRONMENT,
            apiUrl: c.PAYPAL_API_URL ?? null,
          }
        : null,
    seedDemoData: c.SEED_DEMO_DATA ? c.SEED_DEMO_DATA === 'true' : c.NODE_ENV === 'development',
    bcryptRounds: c.BCRYPT_ROUNDS,
    projectionWaitTimeoutMs: c.PROJECTION_WAIT_TIMEOUT_MS,
    accountAnswerFloorMs: c.ACCOUNT_ANSWER_FLOOR_MS,
    trustProxy: c.TRUST_PROXY,
    messaging: messagingConfig(c),
    bankDetails: bankDetailsConfig(c),
    /** Cents; above it a money action by an admin needs a second admin (four eyes). */
    fourEyesThresholdCents: c.FOUR_EYES_THRESHOLD,
    eligibility: eligibilityConfig(c, production, testTools),
    invitationLimits: {
      perMatchPerDay: c.INVITATIONS_PER_MATCH_PER_DAY,
      perRecipientPerDay: c.INVITATIONS_PER_RECIPIENT_PER_DAY,
      perSenderPerHour: c.INVITATIONS_PER_SENDER_PER_HOUR,
    },
    loginThrottle: {
      maxFailuresPerEmail: c.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerAddress: c.LOGIN_MAX_FAILURES_PER_ADDRESS,
      maxFailuresPerAccount: c.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowMinutes: c.LOGIN_WINDOW_MINUTES,
    },
  };
}

/** Specs get a fresh random secret per process; a laptop keeps one in DATA_DIR across restarts. */
function generatedSessionSecret(nodeEnv: string | undefined, dataDir: string): string {
  if (nodeEnv === 'test') return randomBytes(48).toString('base64url');
  return loadOrCreateSessionSecret(dataDir);
}

type ParsedEnv = z.infer<typeof schema>;

function messagingConfig(c: ParsedEnv) {
  const production = c.NODE_ENV === 'production';
  if (production && (c.SMTP_URL || c.TWILIO_ACCOUNT_SID) && !c.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL must be set when NODE_ENV=production and messages are sent (it builds their links).',
    );
  }
  const twilioParts = [c.TWILIO_ACCOUNT_SID, c.TWILIO_AUTH_TOKEN, c.TWILIO_FROM].filter(Boolean).length;
  if (twilioParts !== 0 && twilioParts !== 3) {
    throw new ConfigError('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together.');
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    publicUrl,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM ?? `CourtCash <no-reply@${new URL(publicUrl).hostname}>`,
    twilio:
      c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM
        ? {
            accountSid: c.TWILIO_ACCOUNT_SID,
            authToken: c.TWILIO_AUTH_TOKEN,
            from: c.TWILIO_FROM,
            apiBaseUrl: c.TWILIO_API_BASE_URL,
          }
        : null,
  };
}

function bankDetailsConfig(c: ParsedEnv) {
  if (!c.BANK_NAME || !c.BANK_ACCOUNT_TITLE || !c.BANK_ACCOUNT_NUMBER) return null;
  return {
    bankName: c.BANK_NAME,
    accountTitle: c.BANK_ACCOUNT_TITLE,
    accountNumber: c.BANK_ACCOUNT_NUMBER,
    iban: c.BANK_IBAN ?? null,
    swift: c.BANK_SWIFT ?? null,
  };
}

const PLACE_CODE = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

function dollars(name: string, text: string | undefined, fallbackCents: number): number {
  if (text === undefined) return fallbackCents;
  const cents = parseMoney(text);
  if (cents === null || cents <= 0) throw new ConfigError(`${name} must be an amount in dollars such as 2000.00.`);
  return cents;
}

/** Which identity provider verifies players: see IDENTITY_PROVIDER above. */
function identityProviderChoice(
  c: ParsedEnv,
  production: boolean,
  testTools: boolean,
): 'simulated' | 'stripe' | 'manual' {
  const stripeReady = Boolean(c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET);
  if (c.IDENTITY_PROVIDER === 'simulated' && (production || !testTools)) {
    throw new ConfigError('IDENTITY_PROVIDER=simulated needs test mode and is refused when NODE_ENV=production.');
  }
  if (c.IDENTITY_PROVIDER === 'stripe' && !stripeReady) {
    throw new ConfigError('IDENTITY_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  }
  if (c.IDENTITY_PROVIDER) return c.IDENTITY_PROVIDER;
  if (testTools && !production) return 'simulated';
  return stripeReady ? 'stripe' : 'manual';
}

function eligibilityConfig(c: ParsedEnv, production: boolean, testTools: boolean) {
  const listed =
    c.RESTRICTED_REGIONS === undefined
      ? DEFAULT_RESTRICTED_REGIONS
      : c.RESTRICTED_REGIONS.split(',')
          .map((code) => code.trim().toUpperCase())
          .filter((code) => code !== '');
  const bad = listed.filter((code) => !PLACE_CODE.test(code));
  if (bad.length > 0) {
    throw new ConfigError(`RESTRICTED_REGIONS has codes that are not ISO 3166 (US or US-AZ): ${bad.join(', ')}`);
  }
  const identityProvider = identityProviderChoice(c, production, testTools);
  return {
    identityProvider,
    // Manual review needs no configuration, so some provider always runs and an unverified
    // player's deposit can always be followed by a verification (rule 11). The policy keeps the
    // refusal (IDENTITY.VERIFICATION_UNAVAILABLE) for a deployment that has none.
    verificationAvailable: true,
    restrictedRegions: new Set(listed),
    unverifiedDepositLimitCents: dollars('KYC_UNVERIFIED_DEPOSIT_LIMIT', c.KYC_UNVERIFIED_DEPOSIT_LIMIT, 200_000),
    verifiedDailyWithdrawalLimitCents: DAILY_WITHDRAWAL_LIMIT_CENTS,
    enhancedDailyWithdrawalLimitCents: dollars(
      'KYC_ENHANCED_DAILY_WITHDRAWAL_LIMIT',
      c.KYC_ENHANCED_DAILY_WITHDRAWAL_LIMIT,
      5_000_000,
    ),
  };
}
