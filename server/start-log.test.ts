/**
 * What the server prints and logs at start names URLs without their secrets: no SMTP password, no
 * webhook token, nothing of a URL's userinfo, query or fragment (the preflight's warnings included).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeStaticSite, startServerProcess } from "../tests/support/server-process";

const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-start-log-"));
const siteDir = makeStaticSite();
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
});

describe("the server's start", () => {
  it("logs the configuration's URLs as scheme, host and path only", async () => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      STATIC_DIR: siteDir,
      LOG_LEVEL: "info",
      SITE_URL: "http://owner:pa55word@www.neutra-tech.example/?preview=t0ken",
      ADMIN_URL: "http://owner:pa55word@www.neutra-tech.example/admin?x=t0ken#t0ken",
      SMTP_URL: "smtp://website:pa55word@127.0.0.1:9/?pool=t0ken",
      WEBHOOK_URL: "http://crm.neutra-tech.example/hook?token=t0ken#t0ken",
      WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
    });
    await server.stop();
    const output = server.output();
    expect(output).toContain("WEBHOOK_URL must be https: http://crm.neutra-tech.example/hook?…#…");
    expect(output).toContain("Leads are also posted to http://crm.neutra-tech.example/hook?…#…");
    expect(output).toContain("SITE_URL must be https: http://www.neutra-tech.example/?…");
    expect(output).toContain("Mail goes to SMTP 127.0.0.1:9.");
    expect(output).not.toMatch(/pa55word|t0ken|owner:|website:/);
  });
});
