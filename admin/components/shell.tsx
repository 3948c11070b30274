import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { toast } from "sonner";
import type { AdminSessionInfo } from "#common/admin/sign-in-api";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useCopy } from "../lib/i18n";
import type { MenuItem } from "../lib/screens";
import { adminHref } from "../lib/paths";
import { errorMessage } from "../lib/error-message";
import { canUse } from "../lib/roles";
import { signedOut } from "../lib/session";
import { Brand } from "./brand";
import { LanguageSwitch } from "./language-switch";
import { api } from "../lib/api";

/** The frame of every signed-in screen: who, where to (the menu), sign out; then the screen. */
export function Shell({
  session,
  menu,
  children,
}: {
  session: AdminSessionInfo;
  menu: readonly MenuItem[];
  children: ReactNode;
}) {
  const { t, lang } = useCopy();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: api.signOut,
    onSuccess: () => {
      signedOut(queryClient);
      toast.success(t("shell.signedOut"));
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
  const navLink = ({ isActive }: { isActive: boolean }) =>
    cn(
      "inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap",
      isActive ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-ink-900/5 hover:text-ink-950",
    );

  return (
    <div className="min-h-dvh bg-sand-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipLink")}
      </a>
      <header className="border-b border-ink-900/10 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-5 py-3 md:px-8">
          <Brand />
          <nav aria-label={t("shell.nav")} className="order-last w-full md:order-none md:w-auto">
            <ul className="flex flex-wrap gap-1">
              {menu
                .filter(({ standsOn }) => !standsOn || canUse(session.user.role, standsOn))
                .map(({ path, label, icon: Icon }) => (
                  <li key={path}>
                    <NavLink to={adminHref(lang, path)} end={!path} className={navLink}>
                      <Icon aria-hidden className="size-4" />
                      {t(label)}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <p className="hidden min-w-0 truncate text-sm text-ink-600 lg:block">
              <span className="sr-only">{t("shell.signedInAs")} </span>
              {session.user.email}
            </p>
            <LanguageSwitch />
            <Button
              type="button"
              variant="ghost"
              className="h-9 px-3"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              <LogOut aria-hidden />
              {t("shell.signOut")}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-5 py-6 outline-none md:px-8 md:py-10">
        <p className="mb-4 truncate text-sm text-ink-600 lg:hidden">
          {t("shell.signedInAs")} {session.user.email}
        </p>
        {children}
      </main>
    </div>
  );
}
