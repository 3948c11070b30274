import { request } from "node:http";

/**
 * A POST from a chosen loopback address (127.0.0.2, 127.0.0.3, ...): to the server these are
 * different clients, as different visitors are, without trusting any header.
 */
export function postFrom(
  localAddress: string,
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        localAddress,
        headers: {
          "Content-Type": "application/json",
          "Sec-Fetch-Site": "same-origin",
          "Content-Length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
