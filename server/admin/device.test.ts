import { describe, expect, it } from "vitest";
import { deviceOf } from "./device";

describe("deviceOf: the coarse device the account screen names a session by", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0",
      "Edge / Windows",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
      "Chrome / Linux",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari / iOS",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox / macOS"],
    ["curl/8.5.0", ""],
    [undefined, ""],
  ])("%s is %j", (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});
