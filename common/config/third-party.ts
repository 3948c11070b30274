import type { site } from "./site";

/** Hosts the page CSP must allow for the configured integrations; each loads only after consent. */
export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

export function thirdPartySources(config: Pick<typeof site, "gaMeasurementId" | "metaPixelId" | "schedulingUrl">) {
  const sources: CspSources = { script: [], connect: [], img: [], frame: [] };
  if (config.gaMeasurementId) {
    sources.script.push("https://www.googletagmanager.com");
    sources.connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    sources.img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (config.metaPixelId) {
    sources.script.push("https://connect.facebook.net");
    sources.connect.push("https://www.facebook.com", "https://connect.facebook.net");
    sources.img.push("https://www.facebook.com");
  }
  try {
    sources.frame.push(new URL(config.schedulingUrl).origin);
  } catch {
    // no valid scheduling URL: no frame may load
  }
  return sources;
}
