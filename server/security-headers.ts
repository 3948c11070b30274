import type { MiddlewareHandler } from "hono";
import { apiCsp } from "./csp";

/**
 * The headers every answer carries, whatever its status. Pages bring their own CSP (with script
 * hashes); everything else (API, redirects, plain-text errors, Node's own 400/408/431) gets one
 * that allows nothing.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": apiCsp,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
};

/** Sets each security header the handler did not set itself (a page's CSP stays). */
export const withSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};
