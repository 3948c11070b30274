import { once } from "node:events";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";

/**
 * A TCP proxy to put between a client and a server, to play network and server failures:
 * - pass: forwards both ways;
 * - refuse: cuts every connection and hangs up on new ones (the server crashed or restarts);
 * - blackhole: connections stay open but nothing gets through either way (a dropped network
 *   path, a frozen server); what was held back is delivered when it passes again, unless the
 *   connection was closed meanwhile.
 */
export type ProxyMode = "pass" | "refuse" | "blackhole";

interface Pair {
  client: Socket;
  upstream: Socket;
  held: { to: Socket; data: Buffer }[];
}

export class TcpProxy {
  private pairs = new Set<Pair>();
  private mode: ProxyMode = "pass";
  private server = createServer((client) => this.accept(client));

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return (this.server.address() as AddressInfo).port;
  }

  setMode(mode: ProxyMode) {
    this.mode = mode;
    if (mode === "refuse") for (const pair of this.pairs) this.cut(pair);
    if (mode === "pass") {
      for (const pair of this.pairs) {
        for (const { to, data } of pair.held.splice(0)) if (!to.destroyed) to.write(data);
      }
    }
  }

  private cut(pair: Pair) {
    pair.client.destroy();
    pair.upstream.destroy();
    this.pairs.delete(pair);
  }

  private accept(client: Socket) {
    client.on("error", () => {});
    if (this.mode === "refuse") {
      client.destroy();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    upstream.on("error", () => {});
    const pair: Pair = { client, upstream, held: [] };
    this.pairs.add(pair);
    const forward = (to: Socket) => (data: Buffer) => {
      if (this.mode === "blackhole") pair.held.push({ to, data });
      else if (!to.destroyed) to.write(data);
    };
    client.on("data", forward(upstream));
    upstream.on("data", forward(client));
    // A side that closes takes the other with it; what was held back for it is lost.
    client.on("close", () => this.cut(pair));
    upstream.on("close", () => this.cut(pair));
  }

  async stop() {
    for (const pair of this.pairs) this.cut(pair);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
