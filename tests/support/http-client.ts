import { request, type IncomingHttpHeaders } from "node:http";

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request as node:http sends it: with any Host header (fetch always sends the URL's), and from a
 * chosen loopback address (127.0.0.2, 127.0.0.3, ...), a different client to the server as
 * different visitors are, without trusting any header.
 */
export function httpRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: string | Buffer;
    localAddress?: string;
  } = {},
): Promise<HttpAnswer> {
  const { method = "GET", headers = {}, body, localAddress } = options;
  return new Promise((resolve, reject) => {
    const req = request(url, { method, localAddress, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** A JSON POST as the site's own scripts send it, from `localAddress`. */
export async function postFrom(
  localAddress: string,
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const answer = await httpRequest(url, {
    method: "POST",
    localAddress,
    body,
    headers: {
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
      "Content-Length": Buffer.byteLength(body),
      ...headers,
    },
  });
  return { ...answer, body: answer.body.toString("utf8") };
}
