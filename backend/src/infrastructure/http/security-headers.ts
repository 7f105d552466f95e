import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityHeadersConfig {
  production: boolean;
  stripe: { publishableKey?: string };
}

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * Security headers on every response (helmet). The built React app has no inline script or style
 * (Vite emits files; React sets styles through the DOM, which CSP allows), so script-src and
 * style-src are 'self'. Stripe.js is allowed only when a publishable key is configured. HSTS and
 * upgrade-insecure-requests only in production, so http://localhost keeps working on a laptop.
 * The API docs page (never mounted in production) has inline <style> blocks: it alone gets
 * style-src 'unsafe-inline'.
 */
export function securityHeaders(config: SecurityHeadersConfig): RequestHandler {
  const stripe = Boolean(config.stripe.publishableKey);
  const app = helmet(options(config, directives(config.production, stripe, false)));
  const docs = helmet(options(config, directives(config.production, false, true)));
  return (req, res, next) => {
    const handler = req.path === '/api/docs' || req.path.startsWith('/api/docs/') ? docs : app;
    handler(req, res, next);
  };
}

function options(config: SecurityHeadersConfig, cspDirectives: Record<string, string[]>): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    // Full URL to our own pages (the cross-site check can read it), nothing to other sites: an
    // invitation link's token never leaks through a Referer.
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

function directives(production: boolean, stripe: boolean, docs: boolean): Record<string, string[]> {
  const list: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...(stripe ? STRIPE.script : [])],
    'style-src': ["'self'", ...(docs ? ["'unsafe-inline'"] : [])],
    'img-src': ["'self'", 'data:', ...(stripe ? STRIPE.img : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? STRIPE.connect : [])],
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
  };
  if (production) list['upgrade-insecure-requests'] = [];
  return list;
}
