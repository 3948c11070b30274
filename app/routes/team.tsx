import { useLocation } from "react-router";
import { entriesOf } from "#common/collections/shown";
import { langFromPath } from "#common/config/route-table";
import { publishedCollections } from "#common/content/overlay";
import { teamHead } from "~/features/collections/heads";
import { TeamPage } from "~/pages/team";

/** The team page (docs/decisions/0069): rendered once a member is published; no loader, the members come with the page. */
export function meta({ location }: { location: { pathname: string } }) {
  return teamHead(langFromPath(location.pathname));
}

export default function Team() {
  const lang = langFromPath(useLocation().pathname);
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <TeamPage members={entriesOf(publishedCollections(), "team", lang)} lang={lang} />
    </main>
  );
}
