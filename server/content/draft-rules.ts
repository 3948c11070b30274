/**
 * Whether a value may become a key's draft: the one judgement behind the editor's "save" and
 * `npm run content -- import`, so a file from another site passes exactly what the editor would.
 */
import type { Finding } from "../../common/content/api";
import { checkText } from "../../common/content/check-text";
import { parseFact } from "../../common/content/facts";
import { parseKey, toSiteContent } from "../../common/content/keys";
import type { SiteContent } from "../../common/content/overlay";
import type { Role } from "../../common/contract";
import type { Catalogue } from "./catalogue";

type DraftVerdict =
  /** The value to store: a fact as its schema returns it (trimmed, cleaned, no unknown part). */
  | { ok: true; value: unknown; findings: Finding[] }
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
  catalogue: Pick<Catalogue, "shipped" | "schedulingHosts">,
  role: Role,
  key: string,
  value: unknown,
  acknowledged: readonly string[] = [],
): DraftVerdict {
  if (!parseKey(key)) return { ok: false, error: "malformed_key", findings: [] };
  const shipped = catalogue.shipped(key);
  if (shipped === undefined) return { ok: false, error: "unknown_key", findings: [] };
  if (!mayEdit(role, key)) return { ok: false, error: "forbidden", findings: [] };
  const { value: parsed, findings } =
    value === null ? { value, findings: [] } : check(key, shipped, value, catalogue.schedulingHosts);
  if (findings.some((f) => f.severity === "error")) return { ok: false, error: "invalid", findings };
  if (findings.some((f) => f.severity === "warning" && !acknowledged.includes(f.code))) {
    return { ok: false, error: "unacknowledged", findings };
  }
  return { ok: true, value: parsed, findings };
}

/**
 * What only the owner edits (docs/decisions/0056): who receives the leads, the channels visitors
 * reach the company by (an editor could otherwise divert them, or frame any page as the
 * scheduling dialog), and the texts the server mails to visitors and staff.
 */
const ownersFacts = new Set(["leadForms", "contact"]);
const ownersFactNames = new Set(["company:privacyEmail", "company:phone"]);
const ownersNamespaces = new Set(["mail", "subject-access"]);
export function mayEdit(role: Role, name: string): boolean {
  if (role === "owner") return true;
  const key = parseKey(name);
  if (!key) return false;
  if (key.kind === "text") return !ownersNamespaces.has(key.ns);
  return !ownersFacts.has(key.group) && !ownersFactNames.has(`${key.group}:${key.name}`);
}

/** The rules of common/content/ for one value: a text's against its shipped text, a fact's schema. */
function check(
  name: string,
  shipped: unknown,
  value: unknown,
  schedulingHosts: readonly string[],
): { value: unknown; findings: Finding[] } {
  const key = parseKey(name)!;
  if (key.kind === "fact") {
    const parsed = parseFact(`${key.group}.${key.name}`, value);
    if (!parsed.ok) return { value, findings: parsed.findings };
    // The scheduling page is framed on the site: only a host operations approved.
    if (name === "fact:contact:schedulingUrl" && !schedulingHosts.includes(new URL(String(parsed.value)).hostname)) {
      return { value, findings: [{ code: "schedulingHost", severity: "error" }] };
    }
    return { value: parsed.value, findings: [] };
  }
  if (typeof value !== "string") return { value, findings: [{ code: "invalid", severity: "error" }] };
  return { value, findings: checkText({ ns: key.ns, key: key.path, lang: key.lang, shipped: String(shipped), value }) };
}

/**
 * Published values (and drafts, for the preview) as the renderer may take them, each judged again
 * by today's rules (warnings do not count: they were acknowledged when it was saved): a value
 * stored before a rule existed, or put into the database by hand, can never reach a page. The
 * keys left out show their shipped value.
 */
export function renderableContent(
  catalogue: Pick<Catalogue, "shipped" | "schedulingHosts">,
  values: Iterable<[string, unknown]>,
): { content: SiteContent; refused: string[] } {
  const kept: [string, unknown][] = [];
  const refused: string[] = [];
  for (const [key, value] of values) {
    if (value === null) continue;
    const first = judgeDraft(catalogue, "owner", key, value);
    const verdict = first.ok
      ? first
      : judgeDraft(
          catalogue,
          "owner",
          key,
          value,
          first.findings.map((f) => f.code),
        );
    if (verdict.ok) kept.push([key, verdict.value]);
    else refused.push(key);
  }
  return { content: toSiteContent(kept), refused };
}
