/**
 * A site with published collections, made through the back office's API as the owner makes
 * them, for the benchmarks (bench:publish, bench:lighthouse --collections): one photo uploaded and
 * described, an author, references and insights (`entries` in all), the first reference in German
 * and English. The entries are the tests' fictional ones (tests/fixtures/collections.ts).
 */
import { collectionOf } from "../../common/collections";
import { fictionalInsight, fictionalMember, fictionalReference } from "../../tests/fixtures/collections";
import { describedImage, phonePhoto } from "../../tests/support/images";

/** The back office's API as the owner with a session token calls it; throws on any refusal. */
export function ownerApi(baseUrl: string, token: string) {
  return async (method: string, target: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/api/admin${target}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
        // The build's SITE_URL is https and the back office shares its host: the cookie is __Secure-.
        Cookie: `__Secure-neutra_admin=${token}`,
        ...headers,
      },
      ...(body !== undefined && { body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${target}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as { id: string; versions: Record<string, { draftRevision: number }> };
  };
}
export type OwnerApi = ReturnType<typeof ownerApi>;

/** Polls until `ready` holds, at most `ms`. */
export async function until(ready: () => Promise<boolean>, ms = 600_000): Promise<void> {
  const started = Date.now();
  while (!(await ready())) {
    if (Date.now() - started > ms) throw new Error(`not ready after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const englishReference = (title: string) => ({
  title,
  client: { kind: "described", description: "Mid-sized energy supplier, 1,200 employees (fictional)" },
  industry: "Energy",
  situation: "This project is made up: the month-end close took twelve working days.",
  approach: "In the made-up project the reconciliations were automated.",
  results: "The fictional close now takes eight working days.",
  figures: [{ value: -35, unit: "%", measures: "Length of the month-end close", period: "after 6\u00a0months" }],
  quote: null,
  clientLogo: null,
  body: null,
});

export interface CollectionSite {
  api: OwnerApi;
  /** The first reference's id and German title (the one bench:publish edits). */
  first: { id: string; title: string };
  /** A reference's page, an insight's page, the indexes and the team page, in both languages. */
  paths: string[];
}

/**
 * `entries` published entries in all: references up to their collection's bound (300), the rest
 * insights, so a site of 500 entries is one a publish could meet.
 */
export async function publishCollections(baseUrl: string, token: string, entries: number): Promise<CollectionSite> {
  const references = Math.min(entries, collectionOf("references").maxEntries);
  const api = ownerApi(baseUrl, token);
  const photo = await api("POST", "/media", await phonePhoto(1600, 900), {
    "Content-Type": "image/jpeg",
    "X-File-Name": "leitwarte.jpg",
  });
  await api("PATCH", `/media/${photo.id}`, describedImage());
  const author = await api("POST", "/collections/team", { data: fictionalMember(photo.id) });
  await api("POST", `/collections/team/${author.id}/de/publish`, {});
  await api("PATCH", `/collections/team/${author.id}/en`, {
    data: { ...fictionalMember(photo.id), role: "SAP finance consultant (fictional person)" },
    revision: 0,
  });
  await api("POST", `/collections/team/${author.id}/en/publish`, {});

  const ids: string[] = [];
  for (let n = 1; n <= references; n++) {
    const title = `Fiktive Referenz ${n}: schnellerer Monatsabschluss`;
    const reference = { ...fictionalReference({ lead: photo.id, logo: null }, author.id), title };
    const { id } = await api("POST", "/collections/references", { data: reference });
    await api("POST", `/collections/references/${id}/de/publish`, {});
    ids.push(id);
  }
  const first = { id: ids[0]!, title: "Fiktive Referenz 1: schnellerer Monatsabschluss" };
  await api("PATCH", `/collections/references/${first.id}/en`, {
    data: englishReference("Fictional reference 1: a faster month-end close"),
    revision: 0,
  });
  await api("POST", `/collections/references/${first.id}/en/publish`, {});
  const insight = await api("POST", "/collections/insights", { data: fictionalInsight(photo.id, author.id) });
  await api("POST", `/collections/insights/${insight.id}/de/publish`, {});
  for (let n = 2; n <= entries - references; n++) {
    const data = { ...fictionalInsight(photo.id, author.id), title: `Fiktiver Artikel ${n}: Monatsabschluss` };
    const { id } = await api("POST", "/collections/insights", { data });
    await api("POST", `/collections/insights/${id}/de/publish`, {});
  }

  const paths = [
    "/referenzen/fiktive-referenz-1-schnellerer-monatsabschluss",
    "/en/references/fictional-reference-1-a-faster-month-end-close",
    "/referenzen",
    "/en/references",
    "/insights/was-ein-schneller-monatsabschluss-braucht-fiktiver-artikel",
    "/insights",
    "/team",
    "/en/team",
  ];
  // The pages follow the publishes in renders of their own: ready once the last one shows.
  const last = `/referenzen/fiktive-referenz-${references}-schnellerer-monatsabschluss`;
  await until(async () => {
    const answers = await Promise.all([last, ...paths].map((path) => fetch(`${baseUrl}${path}`)));
    return answers.every((answer) => answer.ok);
  });
  return { api, first, paths };
}
