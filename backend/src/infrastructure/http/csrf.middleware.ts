import type { Request, RequestHandler } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery: a state-changing request that a browser marks as coming from
 * another site (its Origin, or lacking one its Referer) is refused with 403 before the body is
 * read or anything runs. The app's own origin is PUBLIC_URL when set (behind a proxy); otherwise
 * the request's own Host over http or https. A request with neither header is not from a
 * browser page (API clients, scripts, the Stripe webhook, specs) and goes through: browsers
 * always send Origin on a cross-origin POST, PUT, PATCH or DELETE.
 */
export function refuseCrossSiteRequests(config: { publicOrigin: string | null }): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const claimed = claimedOrigin(req);
    if (claimed === undefined) return next();
    if (claimed !== null && ownOrigins(req, config.publicOrigin).includes(claimed)) return next();
    res.status(403).json({
      message: 'This request came from another website, so it was refused. Please use CourtCash itself.',
      code: 'REQUEST.CROSS_ORIGIN',
      statusCode: 403,
    });
  };
}

/** The origin the browser says the request came from; undefined: no Origin nor Referer; null: unreadable ("null", garbage). */
function claimedOrigin(req: Request): string | null | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined) return parseOrigin(origin);
  const referer = req.headers.referer;
  if (referer !== undefined) return parseOrigin(referer);
  return undefined;
}

function ownOrigins(req: Request, publicOrigin: string | null): string[] {
  if (publicOrigin) return [publicOrigin];
  const host = req.headers.host;
  if (!host) return [];
  return [parseOrigin(`http://${host}`), parseOrigin(`https://${host}`)].filter((o): o is string => o !== null);
}

function parseOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
