import { Link } from "react-router";
import type { ServiceArea } from "#common/collections/service-areas";
import { serviceAreaPages } from "#common/collections/service-areas";
import { pageUrl, type Lang } from "#common/config/route-table";
import { collectionCopy } from "./copy";

/** An entry's service areas, each linked to its service page. */
export function AreaLinks({ areas, lang, label }: { areas: readonly ServiceArea[]; lang: Lang; label: string }) {
  if (areas.length === 0) return null;
  const copy = collectionCopy(lang);
  return (
    <div>
      <p className="text-sm font-semibold text-ink-950">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {areas.map((area) => (
          <li key={area}>
            <Link
              to={pageUrl(serviceAreaPages[area], lang)}
              className="inline-block rounded-full border border-sand-200 bg-white px-3 py-1 text-sm font-semibold text-accent-700 hover:border-accent-600"
            >
              {copy.areas[area]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
