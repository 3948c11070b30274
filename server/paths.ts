/**
 * What the page handler may do with a request path. No page of the site has a control character,
 * whitespace or a backslash in its path, and browsers drop or reinterpret those in a Location
 * header ("/\t/evil.example" becomes "//evil.example", another host), so such paths are 404s.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const unsafe = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/** True when the path, decoded or as sent, holds a character no page path has. */
export function isUnsafePath(path: string): boolean {
  return unsafe.test(path) || unsafe.test(safeDecode(path));
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // malformed escapes: no page has them, the path stays a plain 404
  }
}

const probeOrigin = "http://origin.invalid";

/**
 * The path a request is redirected to (".../index.html" and trailing slashes), built from the path
 * as the client encoded it, never from its decoded form. Undefined: no redirect. The result is
 * checked the way a browser resolves a Location header; anything that would leave this origin is
 * refused (undefined), so every redirect the server gives stays on this site.
 */
export function canonicalRedirect(encodedPath: string, search = ""): string | undefined {
  let target = encodedPath;
  if (target.endsWith("/index.html")) target = target.slice(0, -"index.html".length);
  target = target.replace(/\/+$/, "") || "/";
  if (target === encodedPath) return undefined;
  return sameOrigin(target + search);
}

/** A path-absolute target that resolves to our own origin, or undefined. */
function sameOrigin(target: string): string | undefined {
  // "//host" and "/\host" are network-path references; one leading slash is what we mean.
  const local = `/${target.replace(/^[/\\]+/, "")}`;
  if (isUnsafePath(local.split("?")[0]!)) return undefined;
  return new URL(local, probeOrigin).origin === probeOrigin ? local : undefined;
}
