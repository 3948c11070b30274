import { describe, expect, it } from "vitest";
import adminDe from "../../common/locales/de/admin";
import adminEn from "../../common/locales/en/admin";
import { auditActions } from "./audit";

describe("audit log actions", () => {
  it("every action the server records has a label in both languages of the account screen", () => {
    for (const labels of [adminDe.account.actions, adminEn.account.actions]) {
      expect(Object.keys(labels).sort()).toEqual([...auditActions].sort());
    }
  });
});
