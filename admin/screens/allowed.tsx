import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCopy } from "../lib/i18n";
import { adminHref } from "../lib/paths";
import type { Endpoint } from "#common/contract";
import { useCanUse } from "../lib/roles";
import { useTitle } from "../lib/use-title";

/**
 * The screen, when the signed-in user's role may call the endpoint it stands on; else `otherwise`, by default a notice in
 * place of the screen (an editor who follows a lead's link), and nothing of the screen is asked.
 */
export function Allowed({
  standsOn,
  otherwise,
  children,
}: {
  standsOn: Endpoint;
  otherwise?: ReactNode;
  children: ReactNode;
}) {
  const canUse = useCanUse();
  if (canUse(standsOn)) return children;
  return otherwise ?? <Forbidden />;
}

function Forbidden() {
  const { t, lang } = useCopy();
  useTitle(t("errors.forbidden"));
  return (
    <>
      <h1 className="text-2xl font-semibold text-ink-950">{t("shell.forbidden")}</h1>
      <p className="mt-4">
        <Link to={adminHref(lang, "account")} className="font-semibold text-accent-700 underline underline-offset-4">
          {t("shell.toAccount")}
        </Link>
      </p>
    </>
  );
}
