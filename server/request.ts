import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { nestsDeeperThan } from "#common/json-depth";

/** Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed. */
export type TrustedProxies = readonly string[];

/** TRUST_PROXY=on: a proxy on this machine (nginx in front of the app on loopback). */
const loopbackProxies: TrustedProxies = ["127.0.0.0/8", "::1/128"];

/**
 * TRUST_PROXY: "off" (nobody), "on" (loopback), or a comma-separated list such as
 * "127.0.0.1,10.0.0.0/8,fd00::/8". Throws on an entry that is neither an address nor a range.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const word = value.trim().toLowerCase();
  if (["off", "false", "0", ""].includes(word)) return [];
  if (["on", "true", "1"].includes(word)) return loopbackProxies;
  return value.split(",").map((entry) => {
    const trimmed = entry.trim();
    const [address = "", bits, ...rest] = trimmed.split("/");
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!family || rest.length || (bits !== undefined && !/^\d+$/.test(bits)) || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`"${trimmed}" is not an IP address or CIDR range`);
    }
    return `${address}/${prefix}`;
  });
}

const blockLists = new WeakMap<TrustedProxies, BlockList>();

function trusts(proxies: TrustedProxies, address: string): boolean {
  let list = blockLists.get(proxies);
  if (!list) {
    list = new BlockList();
    for (const range of proxies) {
      const [net = "", bits] = range.split("/");
      const family = isIP(net) === 6 ? "ipv6" : "ipv4";
      if (bits === undefined) list.addAddress(net, family);
      else list.addSubnet(net, Number(bits), family);
    }
    blockLists.set(proxies, list);
  }
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * The client's address. X-Forwarded-For counts only on a connection from a trusted proxy, read
 * from its right end: each proxy appends the address it saw, so the first entry from the right
 * that is not itself a trusted proxy is the client. Entries left of it came from the client and
 * may be forged ("X-Forwarded-For: 1.2.3.4" sent by the client arrives as "1.2.3.4, <client>").
 */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  let client = socketAddress(c);
  if (!proxies.length || !trusts(proxies, client)) return client;
  const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((hop) => unmapped(hop.trim()));
  for (const hop of hops.reverse()) {
    if (!isIP(hop)) break;
    client = hop;
    if (!trusts(proxies, hop)) break;
  }
  return client;
}

function socketAddress(c: Context): string {
  try {
    return unmapped(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}

/** Browsers say where a request comes from; only our own pages may post. */
function isCrossSite(c: Context): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = c.req.header("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== c.req.header("host");
  } catch {
    return true;
  }
}

/** A request our own pages may have sent: not refused as cross-site (for posts that answer no JSON). */
export const fromOwnPages = (c: Context): boolean => !isCrossSite(c);

const isJson = (c: Context) => /^application\/json(;|$)/i.test(c.req.header("content-type") ?? "");

const isUrlEncoded = (c: Context) =>
  /^application\/x-www-form-urlencoded(;|$)/i.test(c.req.header("content-type") ?? "");

/**
 * The same guards for a form a browser posts natively (no script): its fields (the first value of
 * each name), or why it is refused. The caller answers in HTML.
 */
export async function readFormPost(
  c: Context,
): Promise<{ fields: Record<string, string> } | { refused: "cross_site" | "unsupported_media_type" }> {
  if (isCrossSite(c)) return { refused: "cross_site" };
  if (!isUrlEncoded(c)) return { refused: "unsupported_media_type" };
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(await c.req.text())) fields[name] ??= value;
  return { fields };
}

/** A file's bytes: an image type or none said; the type itself is read from the bytes later. */
const isFile = (c: Context) =>
  /^(image\/[a-z0-9.+-]+|application\/octet-stream)(;|$)/i.test(c.req.header("content-type") ?? "");

/** The name an upload's `X-File-Name` gives, as one line of at most 200 characters; "image" when none. */
export function uploadName(header: string | undefined): string {
  let name: string;
  try {
    name = decodeURIComponent(header ?? "");
  } catch {
    name = "";
  }
  // A name is shown and searched, never used as a path: only its last segment, one plain line.
  const plain = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200);
  return plain || "image";
}

/**
 * An upload's guards (our own pages only, a file's content type): its bytes as they streamed in,
 * or the answer that refuses it. The size is the body limit's (server/app.ts), which cuts the
 * stream off at the endpoint's `maxBytes`.
 */
export async function readUpload(c: Context): Promise<{ bytes: Uint8Array; name: string } | Response> {
  if (isCrossSite(c)) return c.json({ error: "cross_site" }, 403);
  if (!isFile(c)) return c.json({ error: "unsupported_media_type" }, 415);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  return { bytes, name: uploadName(c.req.header("x-file-name")) };
}

/**
 * The guards every API post passes first (our own pages only, JSON only, well-formed): the parsed
 * body, or the answer that refuses the request.
 */
export async function readJsonPost(c: Context): Promise<{ body: unknown } | Response> {
  if (isCrossSite(c)) return c.json({ error: "cross_site" }, 403);
  if (!isJson(c)) return c.json({ error: "unsupported_media_type" }, 415);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ error: "invalid_json" }, 400);
  }
  return nestsDeeperThan(body) ? c.json({ error: "invalid_json" }, 400) : { body };
}
