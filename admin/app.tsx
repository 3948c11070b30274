import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, Outlet, RouterProvider, type RouteObject, type createBrowserRouter } from "react-router";
import { adminPaths } from "#common/admin-api";
import { Toaster } from "~/components/ui/toaster";
import { AdminI18nProvider, useCopy } from "./lib/i18n";
import type { PendingLink } from "./lib/link-fragment";
import type { AdminLang } from "./lib/paths";
import { PendingLinkProvider } from "./lib/pending-link";
import { Account } from "./screens/account";
import { Content } from "./screens/content";
import { DataSubject } from "./screens/data-subject";
import { Allowed } from "./screens/allowed";
import { Inbox } from "./screens/inbox";
import { LeadDetailScreen } from "./screens/lead-detail";
import { NotFound } from "./screens/not-found";
import { SessionGate } from "./screens/session-gate";
import { Statistics } from "./screens/statistics";

function Root({ lang }: { lang: AdminLang }) {
  return (
    <AdminI18nProvider lang={lang}>
      <DocumentLang />
      <SessionGate>
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
  return <Toaster containerAriaLabel={t("notifications")} />;
}

/** The same screens under /admin (German) and /en/admin (English). */
export const adminRoutes: RouteObject[] = (Object.keys(adminPaths) as AdminLang[]).map((lang) => ({
  path: adminPaths[lang],
  element: <Root lang={lang} />,
  children: [
    {
      index: true,
      // A role without the inbox (an editor) starts on the account page.
      element: (
        <Allowed screen="inbox" otherwise={<Navigate to="account" replace />}>
          <Inbox />
        </Allowed>
      ),
    },
    {
      path: "leads/:id",
      element: (
        <Allowed screen="lead">
          <LeadDetailScreen />
        </Allowed>
      ),
    },
    {
      path: "statistics",
      element: (
        <Allowed screen="statistics">
          <Statistics />
        </Allowed>
      ),
    },
    {
      path: "subjects",
      element: (
        <Allowed screen="subjects">
          <DataSubject />
        </Allowed>
      ),
    },
    {
      path: "content",
      element: (
        <Allowed screen="content">
          <Content />
        </Allowed>
      ),
    },
    { path: "account", element: <Account /> },
    { path: "*", element: <NotFound /> },
  ],
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
