import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, RouterProvider, type RouteObject, type createBrowserRouter } from "react-router";
import { adminPaths } from "#common/admin-api";
import { Toaster } from "~/components/ui/toaster";
import { CopyProvider, useCopy, type AdminLang } from "./lib/copy";
import type { PendingLink } from "./lib/link-fragment";
import { PendingLinkProvider } from "./lib/pending-link";
import { Account } from "./screens/account";
import { Inbox } from "./screens/inbox";
import { LeadDetailScreen } from "./screens/lead-detail";
import { NotFound } from "./screens/not-found";
import { SessionGate } from "./screens/session-gate";
import { Statistics } from "./screens/statistics";

function Root({ lang }: { lang: AdminLang }) {
  return (
    <CopyProvider lang={lang}>
      <DocumentLang />
      <SessionGate>
        <Outlet />
      </SessionGate>
      <LocalToaster />
    </CopyProvider>
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
  const { copy } = useCopy();
  return <Toaster containerAriaLabel={copy.notifications} />;
}

/** The same screens under /admin (German) and /en/admin (English). */
export const adminRoutes: RouteObject[] = (Object.keys(adminPaths) as AdminLang[]).map((lang) => ({
  path: adminPaths[lang],
  element: <Root lang={lang} />,
  children: [
    { index: true, element: <Inbox /> },
    { path: "leads/:id", element: <LeadDetailScreen /> },
    { path: "statistics", element: <Statistics /> },
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
