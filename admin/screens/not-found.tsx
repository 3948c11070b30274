import { Link } from "react-router";
import { useCopy } from "../lib/i18n";
import { adminHref } from "../lib/paths";
import { useTitle } from "../lib/use-title";
import type { AdminScreen } from "../lib/screens";

export function NotFound() {
  const { t, lang } = useCopy();
  useTitle(t("errors.notFound"));
  return (
    <>
      <h1 className="text-2xl font-semibold text-ink-950">{t("shell.notFound")}</h1>
      <p className="mt-4">
        <Link to={adminHref(lang)} className="font-semibold text-accent-700 underline underline-offset-4">
          {t("shell.toInbox")}
        </Link>
      </p>
    </>
  );
}

export const screen: AdminScreen = { path: "*", Component: NotFound };
