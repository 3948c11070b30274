import type { ReactNode } from "react";
import cookiesDe from "#common/locales/de/cookies";
import cookiesEn from "#common/locales/en/cookies";
import type { CookieCategory } from "#common/locales/types";
import { useLang } from "~/lib/use-lang";
import { tie } from "./rich-text";

/**
 * One category's entries of the site's cookie list (common/locales/<lang>/cookies.ts): name,
 * purpose and retention. The cookie policy and the privacy policy both render it, so they cannot
 * tell a cookie's retention two ways.
 */
export function CookieList({ category, render }: { category: CookieCategory; render: (text: string) => ReactNode }) {
  const copy = useLang() === "de" ? cookiesDe : cookiesEn;
  return (
    <ul data-testid="cookie-list" data-category={category} className="mt-4 grid gap-3">
      {copy[category].map((item) => {
        const name = "key" in item ? item.key : item.service;
        return (
          <li
            key={name}
            data-cookie={name}
            className="grid gap-1 text-[0.9375rem] leading-relaxed sm:grid-cols-[11.5rem_1fr] sm:gap-4"
          >
            {"key" in item ? (
              <code className="self-start justify-self-start rounded bg-sand-100 px-1.5 py-0.5 font-mono text-[0.8125rem] text-ink-900">
                {item.key}
              </code>
            ) : (
              <span className="font-semibold text-ink-900">
                {item.service}
                <span className="sr-only"> ({copy.labels.service})</span>
              </span>
            )}
            <span className="text-ink-700">
              {render(item.purpose)}
              <span className="mt-0.5 block text-sm text-ink-600">
                {copy.labels.retention}: <span data-testid="cookie-retention">{tie(item.retention)}</span>
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
