import { Link } from "react-router";
import { adminHref, useCopy } from "../lib/copy";
import { useTitle } from "../lib/use-title";

export function NotFound() {
  const { copy, lang } = useCopy();
  useTitle(copy.errors.notFound);
  return (
    <>
      <h1 className="text-2xl font-semibold text-ink-950">{copy.shell.notFound}</h1>
      <p className="mt-4">
        <Link to={adminHref(lang)} className="font-semibold text-accent-700 underline underline-offset-4">
          {copy.shell.toInbox}
        </Link>
      </p>
    </>
  );
}
