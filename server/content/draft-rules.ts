/**
 * Whether a value may become a key's draft: the one judgement behind the editor's "save" and
 * `npm run content -- import`, so a file from another site passes exactly what the editor would.
 */
import type { Finding } from "../../common/content/api";
import { checkText } from "../../common/content/check-text";
import { checkFact } from "../../common/content/facts";
import { parseKey } from "../../common/content/keys";
import type { Role } from "../../common/contract";
import type { Catalogue } from "./catalogue";

export type DraftVerdict =
  | { ok: true; findings: Finding[] }
  | {
      ok: false;
      error: "malformed_key" | "unknown_key" | "forbidden" | "invalid" | "unacknowledged";
      findings: Finding[];
    };

/**
 * Errors refuse the value; warnings refuse it unless their codes are acknowledged. null (back to
 * the shipped value) is always allowed.
 */
export function judgeDraft(
  catalogue: Pick<Catalogue, "shipped">,
  role: Role,
  key: string,
  value: unknown,
  acknowledged: readonly string[] = [],
): DraftVerdict {
  if (!parseKey(key)) return { ok: false, error: "malformed_key", findings: [] };
  const shipped = catalogue.shipped(key);
  if (shipped === undefined) return { ok: false, error: "unknown_key", findings: [] };
  if (!mayEdit(role, key)) return { ok: false, error: "forbidden", findings: [] };
  const findings = value === null ? [] : check(key, shipped, value);
  if (findings.some((f) => f.severity === "error")) return { ok: false, error: "invalid", findings };
  if (findings.some((f) => f.severity === "warning" && !acknowledged.includes(f.code))) {
    return { ok: false, error: "unacknowledged", findings };
  }
  return { ok: true, findings };
}

/** Who receives the leads is the owner's to set: an editor edits texts and the other facts. */
const ownersOnly = new Set(["leadForms"]);
export function mayEdit(role: Role, name: string): boolean {
  const key = parseKey(name);
  return role === "owner" || key?.kind !== "fact" || !ownersOnly.has(key.group);
}

/** The rules of common/content/ for one value: a text's against its shipped text, a fact's schema. */
function check(name: string, shipped: unknown, value: unknown): Finding[] {
  const key = parseKey(name)!;
  if (key.kind === "fact") return checkFact(`${key.group}.${key.name}`, value);
  if (typeof value !== "string") return [{ code: "invalid", severity: "error" }];
  return checkText({ ns: key.ns, key: key.path, lang: key.lang, shipped: String(shipped), value });
}
