import { Images } from "lucide-react";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { adminEndpoints } from "#common/admin-api";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { MediaDetails } from "../components/media/media-details";
import { MediaGrid, matches } from "../components/media/media-grid";
import { useMediaLibrary } from "../components/media/media-cache";
import { UploadList, UploadZone, usePastedFiles } from "../components/media/upload-zone";
import { useUploads } from "../components/media/use-uploads";
import { errorMessage } from "../lib/error-message";
import { useCopy } from "../lib/i18n";
import type { AdminScreen } from "../lib/screens";
import { useTitle } from "../lib/use-title";

/**
 * The media library: images come in by the picker, by dropping or by pasting, one after another;
 * the grid shows them newest first, filtered by name or alt text; a card opens its details.
 * The search term is in the address, so a language switch keeps it.
 */
export function Media() {
  const { t } = useCopy();
  useTitle(t("media.title"));
  const heading = useRef<HTMLHeadingElement>(null);
  const { uploads, add, clear } = useUploads();
  usePastedFiles(add);
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink-950 outline-none">
        {t("media.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-ink-700">{t("media.intro")}</p>
      <UploadZone onFiles={add} />
      <UploadList uploads={uploads} onClear={clear} />
      <Library onDeleted={() => setTimeout(() => heading.current?.focus())} />
    </>
  );
}

function Library({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useCopy();
  const library = useMediaLibrary();
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<string>();
  const q = params.get("q") ?? "";
  if (library.isPending) return <p className="mt-8 text-ink-700">{t("loading")}</p>;
  if (library.isError) {
    return (
      <p role="alert" className="mt-8 text-red-800">
        {errorMessage(library.error, t)}
      </p>
    );
  }
  const items = library.data.items;
  const shown = items.filter((item) => matches(item, q));
  const open = items.find((item) => item.id === openId);
  return (
    <section aria-labelledby="media-library-title" className="mt-8">
      <h2 id="media-library-title" className="sr-only">
        {t("media.library")}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-2xl bg-white px-5 py-8 text-center text-ink-700 ring-1 ring-ink-900/10">
          {t("media.empty")}
        </p>
      ) : (
        <>
          <Search q={q} onChange={(next) => setParams(next ? { q: next } : {}, { replace: true })} />
          <p role="status" className="mt-3 text-sm text-ink-700">
            {q.trim() ? t("media.found", { count: shown.length }) : t("media.total", { count: items.length })}
          </p>
          {shown.length ? (
            <MediaGrid items={shown} onOpen={setOpenId} />
          ) : (
            <p className="mt-4 text-ink-700">{t("media.nothingFound", { q: q.trim() })}</p>
          )}
        </>
      )}
      {open && (
        <MediaDetails
          item={open}
          onClose={() => setOpenId(undefined)}
          onDeleted={() => {
            setOpenId(undefined);
            onDeleted();
          }}
        />
      )}
    </section>
  );
}

/** Filters the loaded library as the owner types: by file name or alt text. */
function Search({ q, onChange }: { q: string; onChange: (q: string) => void }) {
  const { t } = useCopy();
  return (
    <div role="search" className="max-w-md">
      <Field id="media-search" label={t("media.search")} hint={t("media.searchHint")}>
        <Input
          {...fieldIds("media-search", undefined, true)}
          type="search"
          value={q}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
    </div>
  );
}

export const screen: AdminScreen = {
  path: "media",
  Component: Media,
  standsOn: adminEndpoints.listMedia,
  menu: { label: "shell.media", icon: Images, order: 5 },
};
