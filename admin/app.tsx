import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, Outlet, RouterProvider, type RouteObject, type createBrowserRouter } from "react-router";
import { adminPaths } from "#common/admin/base";
import { Toaster } from "~/components/ui/toaster";
import { AdminI18nProvider, useCopy } from "./lib/i18n";
import type { PendingLink } from "./lib/link-fragment";
import type { AdminLang } from "./lib/paths";
import { PendingLinkProvider } from "./lib/pending-link";
import { adminMenu, adminScreens } from "./screens/registry";
import { Allowed } from "./screens/allowed";
import { SessionGate } from "./screens/session-gate";

function Root({ lang }: { lang: AdminLang }) {
  return (
    <AdminI18nProvider lang={lang}>
      <DocumentLang />
      <SessionGate menu={adminMenu}>
        <Outlet />
      </SessionGate>
      <LocalToaster />
    </AdminI18nProvider>
  );
}

function DocumentLang() {
  const { lang } = useCopy();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}

function LocalToaster() {
  const { t } = useCopy();
  // Above the content screen's sticky publish bar, whose button a toast would otherwise cover.
  return (
    <Toaster
      containerAriaLabel={t("notifications")}
      offset={{ bottom: "5.5rem" }}
      mobileOffset={{ bottom: "5.5rem" }}
    />
  );
}

/** The screens of admin/screens/registry.ts under /admin (German) and /en/admin (English). */
export const adminRoutes: RouteObject[] = (Object.keys(adminPaths) as AdminLang[]).map((lang) => ({
  path: adminPaths[lang],
  element: <Root lang={lang} />,
  children: adminScreens.map(({ path, Component, standsOn }) => {
    // A role without the inbox (an editor) starts on the account page.
    const element = standsOn ? (
      <Allowed standsOn={standsOn} otherwise={path === "" ? <Navigate to="account" replace /> : undefined}>
        <Component />
      </Allowed>
    ) : (
      <Component />
    );
    return path ? { path, element } : { index: true, element };
  }),
}));

export function AdminApp({
  router,
  queryClient,
  link,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  link?: PendingLink;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <PendingLinkProvider link={link}>
        <RouterProvider router={router} />
      </PendingLinkProvider>
    </QueryClientProvider>
  );
}
