import type { ReactNode } from "react";
import { useCopy } from "../lib/copy";
import { useTitle } from "../lib/use-title";
import { LanguageSwitch } from "./language-switch";

/** The screens before a session: the brand, the language switch and one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { copy } = useCopy();
  useTitle(title);
  return (
    <div className="min-h-dvh bg-sand-50">
      <header className="mx-auto flex max-w-md items-center justify-between px-5 pt-6">
        <p className="text-sm font-semibold tracking-wide text-ink-900">
          Neutra Tech <span className="font-normal text-ink-600">· {copy.appName}</span>
        </p>
        <LanguageSwitch />
      </header>
      <main id="main" className="mx-auto max-w-md px-5 py-8">
        <div className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card md:p-8">
          <h1 className="text-2xl font-semibold text-ink-950">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
