import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useTitle } from "../lib/use-title";
import { Brand } from "./brand";
import { LanguageSwitch } from "./language-switch";

/** The screens before a session: the brand, the language switch and one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  useTitle(title);
  return (
    <div className="min-h-dvh bg-sand-50">
      <header className="mx-auto flex max-w-md items-center justify-between px-5 pt-6">
        <Brand />
        <LanguageSwitch />
      </header>
      <main id="main" className="mx-auto max-w-md px-5 py-8">
        <Card shadow className="p-6 md:p-8">
          <h1 className="text-2xl font-semibold text-ink-950">{title}</h1>
          {children}
        </Card>
      </main>
    </div>
  );
}

/** The card's main action, full width: runs `action`, which is disabled and says `busyLabel` while it runs. */
export function AuthAction({
  action,
  busyLabel,
  icon,
  children,
}: {
  action: { isPending: boolean; mutate: () => void };
  busyLabel: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button type="button" size="lg" className="mt-6 w-full" disabled={action.isPending} onClick={() => action.mutate()}>
      {icon}
      {action.isPending ? busyLabel : children}
    </Button>
  );
}
