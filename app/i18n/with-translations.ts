import type { ComponentType } from "react";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazily loaded component that brings i18next along: i18next and the copy load with the first
 * part of the page that needs them, never with the first view (ADR 0015).
 */
export function withTranslations<P extends object>(load: Loader<P>): Loader<P> {
  return () =>
    Promise.all([import("./translated"), load()]).then(([{ translated }, module]) => ({
      default: translated(module.default),
    }));
}
