import { Link } from "react-router";
import type { CollectionId } from "#common/collections";
import type { Lang } from "#common/config/route-table";
import { ApiError } from "../../lib/api";
import { useCopy } from "../../lib/i18n";
import { adminHref } from "../../lib/paths";

export interface MemberUse {
  collection: CollectionId;
  id: string;
  lang: Lang;
  title: string;
}

/** Why a team member stays: the published entries that name it, each a link to its editor. */
export function InUseNotice({ uses }: { uses: readonly MemberUse[] | undefined }) {
  const { t, lang } = useCopy();
  if (!uses?.length) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{t("collections.actions.inUse")}</p>
      <ul className="mt-2 list-disc pl-5">
        {uses.map((use) => (
          <li key={`${use.id}-${use.lang}`}>
            <Link
              to={adminHref(lang, `${use.collection}/${use.id}`)}
              className="font-semibold underline underline-offset-2"
            >
              {use.title || t("collections.list.untitled")}
            </Link>{" "}
            ({t(`languages.${use.lang}`)})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The uses of a refusal that keeps a team member (409 `in_use`), or undefined. */
export function usesOf(error: unknown): MemberUse[] | undefined {
  return error instanceof ApiError && error.answer.error === "in_use" ? (error.answer.uses as MemberUse[]) : undefined;
}
