import { isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';

/** Every developer tool lives under these prefixes (test pages' API, the development mailbox). */
const DEV_TOOL_PATH = /^\/api\/(test|dev)(\/|$)/;

export const DEV_TOOLS_REFUSED = {
  message:
    'Developer tools answer only on this computer (localhost) or to a signed-in administrator. Open the app at http://localhost, or sign in as an admin.',
  code: 'DEV_TOOLS.LOCAL_ONLY',
};

/**
 * Developer tools (/api/test/*, /api/dev/*: the mailbox holds password-reset links) answer only to a
 * client on this machine or to a signed-in admin, whatever else switches them on. "On this machine"
 * is the TCP peer's address; X-Forwarded-For counts only when TRUST_PROXY says a proxy is in front,
 * and then it is the address that proxy reports (Express's req.ip with the trusted hop count), so a
 * client cannot claim 127.0.0.1 in a header. Runs after the session, so the signed-in user is known.
 */
export function devToolsOnlyForLocalOrAdmin(config: { trustProxy: number }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!DEV_TOOL_PATH.test(req.path)) return next();
    const client = config.trustProxy > 0 ? req.ip : req.socket.remoteAddress;
    const admin = req.isAuthenticated?.() === true && (req.user as { isAdmin?: boolean } | undefined)?.isAdmin === true;
    if (isLoopback(client) || admin) return next();
    res.status(403).json({ ...DEV_TOOLS_REFUSED, statusCode: 403 });
  };
}

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(address) === 6 && (address === '::1' || address === '0:0:0:0:0:0:0:1');
}
