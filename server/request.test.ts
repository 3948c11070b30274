import { describe, expect, it } from "vitest";
import { uploadName } from "./request";

describe("an upload's name", () => {
  it("is the last segment of what X-File-Name says, one plain line", () => {
    expect(uploadName("Team%20Berlin.jpg")).toBe("Team Berlin.jpg");
    expect(uploadName("..%2F..%2Fetc%2Fpasswd")).toBe("passwd");
    expect(uploadName("C%3A%5CUsers%5Cerika%5Cfoto.png")).toBe("foto.png");
    expect(uploadName("a%0D%0Ab%E2%80%AEgnp.exe")).toBe("abgnp.exe");
    expect(uploadName("x".repeat(500))).toHaveLength(200);
  });

  it("is 'image' when there is none or it is not percent-encoding", () => {
    expect(uploadName(undefined)).toBe("image");
    expect(uploadName("%E0%A4%A")).toBe("image");
    expect(uploadName("%2F")).toBe("image");
  });
});
