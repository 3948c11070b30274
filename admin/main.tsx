import "./admin.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { AdminApp, adminRoutes } from "./app";
import { takeLinkFragment } from "./lib/link-fragment";
import { createAdminQueryClient } from "./lib/query-client";

// First of all: a one-time token leaves the address bar before any other code runs.
const link = takeLinkFragment();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AdminApp router={createBrowserRouter(adminRoutes)} queryClient={createAdminQueryClient()} link={link} />
  </StrictMode>,
);
